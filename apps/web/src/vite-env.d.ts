/// <reference types="vite/client" />

// Declaration merging with Vite's own ImportMetaEnv needs an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** Crisp website id of the support chat; unset (the default) means no chat widget. */
  readonly VITE_SUPPORT_CHAT_ID?: string;
  /** The provider portal (default http://localhost:3001, as the API's PROVIDER_PORTAL_URL): provider redirects only go to its origin. */
  readonly VITE_PROVIDER_PORTAL_URL?: string;
}
