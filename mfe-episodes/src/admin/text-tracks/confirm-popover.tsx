import { Popconfirm, type PopconfirmProps } from 'antd';
import { useId, useRef } from 'react';

/**
 * antd's Popconfirm for keyboard users too: its popup is rendered at the end of the page, so Tab
 * from the button that opened it does not reach it. Opening puts the focus on Cancel (the safe
 * choice; Tab then reaches the action), and closing it without leaving the page brings the focus
 * back to that button.
 */
export function ConfirmPopover({ cancelButtonProps, afterOpenChange, onCancel, children, ...props }: PopconfirmProps) {
  const id = `${useId()}-cancel`;
  const opener = useRef<Element | null>(null);
  const backToOpener = () => {
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
  };
  const onOpenChanged = (open: boolean) => {
    if (open) {
      opener.current = document.activeElement;
      document.getElementById(id)?.focus();
    } else {
      const active = document.activeElement;
      const lost = !active || active === document.body || active.closest('.ant-popover') !== null;
      if (lost) backToOpener();
      opener.current = null;
    }
    afterOpenChange?.(open);
  };
  return (
    <Popconfirm
      {...props}
      cancelButtonProps={{ ...cancelButtonProps, id }}
      afterOpenChange={onOpenChanged}
      // At once, not after the closing animation: a key pressed meanwhile (Escape for the dialog) would
      // otherwise land on the hidden Cancel button and do nothing.
      onCancel={(event) => {
        backToOpener();
        onCancel?.(event);
      }}
    >
      {children}
    </Popconfirm>
  );
}
