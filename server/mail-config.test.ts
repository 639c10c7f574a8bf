import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('mail configuration (export by e-mail)', () => {
  it('has no SMTP server by default, so exported mail goes to the outbox, sent as the application', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: '"Indiana State Crash Application" <no-reply@localhost>',
    });
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: '' }).mail.smtpUrl).toBeUndefined();
  });

  it('takes an smtp:// or smtps:// server and a sender address', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://crash:secret@mail.agency.gov:465',
      MAIL_FROM: 'Crash Reports <crash@agency.gov>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://crash:secret@mail.agency.gov:465',
      from: 'Crash Reports <crash@agency.gov>',
    });
    expect(loadConfig({ MAIL_FROM: 'crash@agency.gov' }).mail.from).toBe('crash@agency.gov');
  });

  it('names SMTP_URL and MAIL_FROM when they are wrong', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.agency.gov' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'mail.agency.gov:25' })).toThrow(/SMTP_URL: SMTP_URL must be an smtp:\/\//);
    expect(() => loadConfig({ MAIL_FROM: 'crash reports' })).toThrow(/MAIL_FROM: /);
  });
});
