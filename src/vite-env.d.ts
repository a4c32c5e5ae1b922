/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
declare const __APP_BUILD__: string;

interface ImportMetaEnv {
  /** API root; default the page's own origin. */
  readonly VITE_API_URL?: string;
  /** production | test | development | internal; default derived from the API address. */
  readonly VITE_ENVIRONMENT?: string;
  /** Default interface language (en or nl); a user's choice in settings wins. */
  readonly VITE_LANGUAGE?: string;
  /** Feedback widget key; the widget loads only when set. */
  readonly VITE_FEEDBACK_KEY?: string;
  readonly VITE_FEEDBACK_SCRIPT_URL?: string;
}
