import { useEffect, useRef } from 'react';

/**
 * Makes the sideways-scrolling part of the antd tables inside the returned ref reachable by keyboard
 * (WCAG 2.1.1, axe scrollable-region-focusable): a table that scrolls inside its card on a phone
 * becomes a named, focusable region, so arrow keys can scroll it even when no cell holds a control.
 */
export function useKeyboardScrollableTables<T extends HTMLElement>(label: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    for (const region of ref.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      if (region.getAttribute('tabindex') !== '0') region.setAttribute('tabindex', '0');
      if (region.getAttribute('role') !== 'region') region.setAttribute('role', 'region');
      if (region.getAttribute('aria-label') !== label) region.setAttribute('aria-label', label);
    }
  });
  return ref;
}
