/**
 * The file imports feature as other features use it: the upload dialog (the bank statements screen
 * opens it on the `bankStatement` type), loaded lazily in its own chunk.
 * Other features import this feature from here only (eslint.config.js, features keep to their rooms).
 */
import { lazy } from 'react';

/** The upload modal (type, file, preview, start); `initialType` chooses the type it opens on. */
export const UploadDialog = /* @__PURE__ */ lazy(() =>
  import('./components/upload-dialog').then((m) => ({ default: m.UploadDialog })),
);
