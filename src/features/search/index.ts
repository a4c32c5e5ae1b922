/** The one search: the command palette's launcher (Cmd+K), which loads the palette on first use. */
export { SearchLauncher } from './search-launcher';
