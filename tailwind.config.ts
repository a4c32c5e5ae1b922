/**
 * Tailwind 4 is configured in CSS (src/styles.css, `@theme`); this file holds the design tokens that
 * are easier to read as data: breakpoints and layout widths of spec 01 section 9. Loaded with `@config`.
 */
export default {
  theme: {
    extend: {
      screens: { tablet: '768px', laptop: '1025px', 'laptop-lg': '1301px', desktop: '1601px' },
      width: { sidebar: '250px', 'sidebar-desktop': '312px', drawer: '400px', modal: '500px' },
      maxWidth: { wide: '1400px' },
      maxHeight: { menu: '450px' },
    },
  },
};
