import { Button, Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import type { VideoAssetDto } from '../api-dto';
import { comparableAssets, versionLabel } from '../compare/version-label';

export interface ReviewLinkFormValues {
  assetId: number;
  guestName: string;
  expiresInDays: number;
  passcode: string;
  watermark: boolean;
}

interface ReviewLinkFormProps {
  assets: readonly VideoAssetDto[];
  pending: boolean;
  /** The server's per-field refusals (400). */
  fieldErrors?: Record<string, string[]>;
  onCreate: (values: ReviewLinkFormValues) => void;
}

/** Which version, for whom, how long, with a passcode and watermark or not. */
export function ReviewLinkForm({ assets, pending, fieldErrors = {}, onCreate }: ReviewLinkFormProps) {
  const videos = comparableAssets(assets);
  const [values, setValues] = useState<ReviewLinkFormValues>(() => ({
    assetId: videos[0]?.id ?? 0,
    guestName: '',
    expiresInDays: 14,
    passcode: '',
    watermark: false,
  }));
  const set = (change: Partial<ReviewLinkFormValues>) => setValues((current) => ({ ...current, ...change }));
  const assetId = videos.some((asset) => asset.id === values.assetId) ? values.assetId : (videos[0]?.id ?? 0);
  const passcodeShort = values.passcode.length > 0 && values.passcode.length < 4;
  const error = (field: string) => fieldErrors[field]?.[0];
  return (
    <Form layout="vertical" onFinish={() => onCreate({ ...values, assetId })} requiredMark={false}>
      <Form.Item label="Version" htmlFor="review-link-version">
        <Select
          id="review-link-version"
          value={assetId || undefined}
          onChange={(id: number) => set({ assetId: id })}
          options={videos.map((asset) => ({ value: asset.id, label: versionLabel(asset) }))}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item label="Guest name (optional)" htmlFor="review-link-guest" validateStatus={error('guestName') ? 'error' : undefined} help={error('guestName')}>
        <Input id="review-link-guest" value={values.guestName} maxLength={100} onChange={(event) => set({ guestName: event.target.value })} />
      </Form.Item>
      <Form.Item
        label="Expires after (days)"
        htmlFor="review-link-days"
        validateStatus={error('expiresInDays') ? 'error' : undefined}
        help={error('expiresInDays')}
      >
        <InputNumber
          id="review-link-days"
          min={1}
          max={90}
          precision={0}
          value={values.expiresInDays}
          onChange={(days) => set({ expiresInDays: days ?? 14 })}
        />
      </Form.Item>
      <Form.Item
        label="Passcode (optional)"
        htmlFor="review-link-passcode"
        validateStatus={passcodeShort || error('passcode') ? 'error' : undefined}
        help={passcodeShort ? 'At least 4 characters.' : error('passcode')}
      >
        <Input.Password
          id="review-link-passcode"
          value={values.passcode}
          maxLength={64}
          autoComplete="new-password"
          onChange={(event) => set({ passcode: event.target.value })}
        />
      </Form.Item>
      <Form.Item>
        <Checkbox checked={values.watermark} onChange={(event) => set({ watermark: event.target.checked })}>
          Show the guest&apos;s name over the video
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending} disabled={!assetId || passcodeShort}>
        Create review link
      </Button>
    </Form>
  );
}
