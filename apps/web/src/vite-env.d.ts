/// <reference types="vite/client" />

// Declaration merging with Vite's own ImportMetaEnv needs an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** Crisp website id of the support chat; unset (the default) means no chat widget. */
  readonly VITE_SUPPORT_CHAT_ID?: string;
  /** Origin of the provider portal; when set, provider redirects only go there. */
  readonly VITE_PROVIDER_PORTAL_URL?: string;
}
