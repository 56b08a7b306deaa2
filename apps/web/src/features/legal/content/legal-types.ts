/** A paragraph, or a bulleted list. */
export type TLegalBlock = string | { list: readonly string[] };

export type TLegalSection = {
  id: string;
  title: string;
  blocks: readonly TLegalBlock[];
};
