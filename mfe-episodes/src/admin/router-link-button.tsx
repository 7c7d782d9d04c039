import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A link styled as a button: a real <a href> (open in new tab works) that navigates inside the SPA. */
export function RouterLinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
