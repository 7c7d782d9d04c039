// jsdom gaps that react-router 7 and antd need (STACK.md "Jest for React components").
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

const hasWindow = typeof window !== 'undefined';

if (hasWindow && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (hasWindow) {
  const originalGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);
}

if (hasWindow && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}
