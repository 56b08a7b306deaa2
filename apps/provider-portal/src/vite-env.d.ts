/// <reference types="vite/client" />

// Declaration merging with Vite's own ImportMetaEnv needs an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** The organiser site (default http://localhost:3000): where an organiser who signs in here is sent. */
  readonly VITE_APP_URL?: string;
  /** Crisp website id of the support chat; unset (the default) means no chat widget. */
  readonly VITE_SUPPORT_CHAT_ID?: string;
}
