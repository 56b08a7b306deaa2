import { Lightbulb } from 'lucide-react';
import type { TArticleBlock } from '../articles/article-types.ts';

/** Renders article blocks with readable typography. */
export function ArticleBody({ blocks }: { blocks: readonly TArticleBlock[] }) {
  return (
    <div className="text-[1.0625rem] leading-8 text-stone-700">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'h2':
            return (
              <h2 key={key} id={block.id} className="mt-12 scroll-mt-24 text-2xl font-bold tracking-tight text-stone-900 first:mt-0 sm:text-[1.75rem]">
                {block.text}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={key} className="mt-8 text-lg font-semibold text-stone-900">
                {block.text}
              </h3>
            );
          case 'p':
            return (
              <p key={key} className="mt-5">
                {block.text}
              </p>
            );
          case 'list': {
            const ListTag = block.isOrdered ? 'ol' : 'ul';
            return (
              <ListTag key={key} className={`mt-5 space-y-2.5 pl-6 marker:text-brand-700 ${block.isOrdered ? 'list-decimal marker:font-semibold' : 'list-disc'}`}>
                {block.items.map((item) => (
                  <li key={item} className="pl-1.5">
                    {item}
                  </li>
                ))}
              </ListTag>
            );
          }
          case 'tip':
            return (
              <aside key={key} className="mt-8 flex gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
                <Lightbulb className="mt-1 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
                <div>
                  <p className="font-semibold text-brand-900">{block.title}</p>
                  <p className="mt-1 text-stone-700">{block.text}</p>
                </div>
              </aside>
            );
          case 'quote':
            return (
              <blockquote key={key} className="mt-8 border-l-4 border-accent-300 pl-5 text-xl italic text-stone-800">
                {block.text}
              </blockquote>
            );
        }
      })}
    </div>
  );
}
