import { ConfigError, loadConfig } from '../../src/config/app-config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/podcast',
      REDIS_URL: 'redis://127.0.0.1:6379',
      STORAGE_DIR: './data/media',
      WORKER: 'inline',
      FFMPEG_PATH: 'ffmpeg',
      FFPROBE_PATH: 'ffprobe',
    });
    expect(config.S3_BUCKET).toBeUndefined();
  });

  it('converts numbers and booleans', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY: 'true', SMTP_PORT: '587', SMTP_SECURE: 'false' });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.SMTP_PORT).toBe(587);
    expect(config.SMTP_SECURE).toBe(false);
  });

  it('accepts only http(s) targets for the social links', () => {
    expect(loadConfig({ SOCIAL_X_URL: 'https://x.com/example' }).SOCIAL_X_URL).toBe('https://x.com/example');
    expect(() => loadConfig({ SOCIAL_X_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_X_URL/);
  });

  it('checks the OpenTelemetry settings the SDK reads (a typo would lose the traces quietly)', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toMatchObject({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_EXPORTER_OTLP_PROTOCOL: '' }).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http' })).toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL/);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', WORKER: 'sometimes' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', WORKER: 'sometimes' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT="eighty"');
      expect((error as Error).message).toContain('WORKER="sometimes"');
    }
  });

  it('reads the metrics settings: off by default, a port (0 allowed), a token of at least 16 characters never echoed', () => {
    const none = loadConfig({ METRICS_PORT: '', METRICS_TOKEN: '' });
    expect([none.METRICS_PORT, none.METRICS_TOKEN]).toEqual([undefined, undefined]);
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT="70000"/);
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).METRICS_TOKEN).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).toThrow(/METRICS_TOKEN=\(hidden\): METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).not.toThrow(/short-secret/);
  });
});
