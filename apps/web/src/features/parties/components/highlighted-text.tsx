import { highlightParts } from '../utils/highlight';

/** The text with the search words marked (docs/product/administration.md §2: "Search matches are highlighted"). */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <span>
      {highlightParts(text, query).map((part, i) =>
        part.match ? (
          <mark key={i} style={{ padding: 0, backgroundColor: '#fff59d', color: 'inherit' }}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
