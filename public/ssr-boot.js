// A page the server rendered paints first; the app that takes it over starts after that first frame
// (server/plugins/ssr.ts puts this file in place of the entry's script tag and its chunks' preloads):
// the entry's chunks are preloaded together, then the entry is imported.
(function () {
  var script = document.currentScript;
  var entry = script && script.dataset.entry;
  if (!entry) return;
  var chunks = (script.dataset.preload || '').split(' ').filter(Boolean);
  requestAnimationFrame(function () {
    setTimeout(function () {
      chunks.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      import(entry);
    }, 0);
  });
})();
