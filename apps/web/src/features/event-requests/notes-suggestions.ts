/** The ten suggestion chips of the Additional Notes step; each appends '• {text}' as a new line. */
export const NOTES_SUGGESTIONS = [
  'Dietary requirements: vegetarian, vegan and gluten-free options',
  'Wheelchair access needed',
  'Parking available on site',
  'Indoor venue with an outdoor area',
  'Setup needed at least 2 hours before guests arrive',
  'Clean-up included after the event',
  'Children will attend',
  'Power supply available on site',
  'Wet-weather backup plan needed',
  'Cultural or religious customs to respect',
] as const;

export const NOTE_BULLET = '• ';

/** Adds a suggestion as a bulleted line at the end of the notes. */
export const appendSuggestion = (notes: string, suggestion: string): string => {
  const line = `${NOTE_BULLET}${suggestion}`;
  if (!notes.trim()) return line;
  return notes.endsWith('\n') ? `${notes}${line}` : `${notes}\n${line}`;
};
