/** "… is typing" while the other party types (dashboard.md §4), announced politely. */
export const TypingIndicator = ({ name, isTyping }: { name: string; isTyping: boolean }) => (
  <p aria-live="polite" className="flex h-6 items-center gap-2 px-4 text-sm text-stone-600">
    {isTyping && (
      <>
        <span className="inline-flex gap-0.5" aria-hidden="true">
          {[0, 150, 300].map((delay) => (
            <span key={delay} className="size-1.5 animate-bounce rounded-full bg-stone-400" style={{ animationDelay: `${delay}ms` }} />
          ))}
        </span>
        {`${name} is typing…`}
      </>
    )}
  </p>
);
