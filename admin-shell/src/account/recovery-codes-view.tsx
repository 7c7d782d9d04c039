import { Alert, Button, Checkbox, Flex, Typography } from 'antd';
import { useState } from 'react';

/** The ten recovery codes, shown once right after set-up, with ways to keep them (copy, download). */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `Recovery codes for Learn from the best (each works once)\n\n${codes.join('\n')}\n`;

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <section aria-labelledby="recovery-codes-title">
      <Typography.Title level={3} id="recovery-codes-title" style={{ fontSize: 18 }}>
        Save your recovery codes
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        title="These codes are shown only now."
        description="If you lose your phone, each code signs you in once instead of a code from the app. Keep them somewhere safe, apart from your password."
        style={{ marginBottom: 16 }}
      />
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Button
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button onClick={download}>Download codes</Button>
      </Flex>
      <Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)}>
        I have saved these codes
      </Checkbox>
      <div style={{ marginTop: 16 }}>
        <Button type="primary" disabled={!saved} onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
