import { Check } from 'lucide-react';

/** A plain-language summary shown above a legal document. */
export function KeyPoints({ points }: { points: readonly string[] }) {
  return (
    <aside aria-labelledby="key-points-heading" className="mb-8 rounded-[28px] border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <h2 id="key-points-heading" className="text-lg font-semibold text-brand-900">
        The short version
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {points.map((point) => (
          <li key={point} className="flex gap-3 text-stone-800">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
    </aside>
  );
}
