// A page the server rendered paints first; the app that takes it over starts after that first frame
// (server/plugins/ssr.ts puts this file in place of the entry's script tag; the entry is preloaded).
(function () {
  var entry = document.currentScript && document.currentScript.dataset.entry;
  if (!entry) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      import(entry);
    }, 0);
  });
})();
