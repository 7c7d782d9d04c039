import type { CSSProperties } from 'react';

/** antd's "middle" table cell: 8 px of padding each side of its content. */
const CELL_PADDING_X = 16;

/**
 * Text in a fixed-width column that wraps between words, never inside one. `break-word` (unlike
 * `overflow-wrap: anywhere`, or the `word-break: break-word` antd's Typography sets) keeps each whole
 * word in the column's min-content width, so the table's auto layout never squeezes the column
 * below its longest word when another column asks for room (a long email), and
 * "Northwind International Holdings Corporation" breaks only at its spaces. Set it on the element
 * holding the text: Typography's class rule would win over an inherited value.
 */
export const WHOLE_WORDS: CSSProperties = { overflowWrap: 'break-word', wordBreak: 'normal' };

/**
 * The block around such text in a column `columnWidth` wide (less what sits beside the text): it
 * caps what the text asks of the column at the column's content width. A single token longer than
 * that (a name with no spaces) is then the one thing broken mid-word, at the column's edge, instead
 * of widening the column and pushing the table past the window.
 */
export function cellTextBlock(columnWidth: number, beside = 0): CSSProperties {
  return { maxWidth: columnWidth - CELL_PADDING_X - beside, minWidth: 0 };
}

/**
 * The column that takes the remaining width (Contact): its text may break anywhere it must, so it
 * gives way to the fixed columns rather than squeezing them. Line breaks still fall at the places
 * the text offers first (EmailText's after "@" and dots); only a piece longer than the whole column
 * is broken inside. (`word-break: break-word` is inherited by EmailText, whose own span sets
 * `overflow-wrap`.)
 */
export const GIVES_WAY: CSSProperties = { wordBreak: 'break-word' };
