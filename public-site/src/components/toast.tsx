import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** One toast slot, shown 5000 ms by default (spec §8, §9): a new toast replaces the current one. */
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
}

type ShowToast = (toast: ToastMessage) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

export function usePublicToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { id: number }) | null>(null);
  const counter = useRef(0);
  const show = useCallback<ShowToast>((next) => setToast({ ...next, id: ++counter.current }), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toast-viewport" aria-live="polite">
        {toast && (
          <div
            key={toast.id}
            className={`toast toast--${toast.variant ?? 'success'}`}
            role={toast.variant === 'error' ? 'alert' : 'status'}
            data-testid="toast"
          >
            <div className="toast__text">
              <p className="toast__title">{toast.title}</p>
              {toast.description && <p className="toast__description">{toast.description}</p>}
            </div>
            <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => setToast(null)}>
              ×
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
