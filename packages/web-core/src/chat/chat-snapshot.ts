// What the chat's hooks read while the connection is not there yet (it loads after the page's first
// screen: chat-socket-provider.tsx), apart from the connection and its socket.io client.

/** What components read from the connection; a new object whenever something in it changes. */
export type TChatSnapshot = {
  isConnected: boolean;
  /** Users seen online (the other parties of the rooms joined). */
  online: ReadonlySet<number>;
  /** Per room, the users typing in it now. */
  typing: ReadonlyMap<number, ReadonlySet<number>>;
};

export const OFFLINE_SNAPSHOT: TChatSnapshot = { isConnected: false, online: new Set(), typing: new Map() };
