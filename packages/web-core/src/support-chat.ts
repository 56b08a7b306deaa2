// Support chat adapter (Crisp web SDK). The widget loads only when VITE_SUPPORT_CHAT_ID is set;
// without it (the default) every call here does nothing.
type TCrispCommand = [string, string, unknown[]?];
type TCrispWindow = Window & { $crisp?: TCrispCommand[]; CRISP_WEBSITE_ID?: string };

const CRISP_SCRIPT_URL = 'https://client.crisp.chat/l.js';

const crispWindow = (): TCrispWindow => window as TCrispWindow;

const push = (command: TCrispCommand): void => {
  const w = crispWindow();
  if (!w.$crisp) return;
  w.$crisp.push(command);
};

export const createSupportChat = (websiteId: string | undefined) => {
  const isEnabled = !!websiteId && websiteId.trim() !== '';
  let isLoaded = false;
  return {
    isEnabled,
    /** Adds the widget's script once. */
    load(): void {
      if (!isEnabled || isLoaded || typeof document === 'undefined') return;
      isLoaded = true;
      const w = crispWindow();
      w.$crisp = w.$crisp ?? [];
      w.CRISP_WEBSITE_ID = websiteId;
      const script = document.createElement('script');
      script.src = CRISP_SCRIPT_URL;
      script.async = true;
      document.head.appendChild(script);
    },
    /** Tells the widget who is signed in. */
    setUserEmail(email: string): void {
      if (!isEnabled) return;
      push(['set', 'user:email', [email]]);
    },
    /** Forgets the user and their conversation (logout). */
    reset(): void {
      if (!isEnabled) return;
      push(['do', 'session:reset']);
    },
    /** Opens the chat window. */
    open(): void {
      if (!isEnabled) return;
      push(['do', 'chat:open']);
    },
  };
};

export type TSupportChat = ReturnType<typeof createSupportChat>;

export const supportChat: TSupportChat = createSupportChat(import.meta.env.VITE_SUPPORT_CHAT_ID);
