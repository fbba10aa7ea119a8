import { createAppLogger } from './app-logger';
import { redactLogMessage, withoutAddresses } from './redact';

describe('personal data kept out of logs and stored errors', () => {
  it('replaces every e-mail address a relay quotes, and nothing else', () => {
    expect(withoutAddresses('550 5.1.1 <Jana.Nova@Example.sk>: Recipient address rejected')).toBe('550 5.1.1 <<address>>: Recipient address rejected');
    expect(withoutAddresses('to ana+news@skola.edu.sk, peter@b.sk failed')).toBe('to <address>, <address> failed');
    expect(withoutAddresses('451 Try again later at 10:15 (see https://relay.example/help)')).toBe('451 Try again later at 10:15 (see https://relay.example/help)');
  });

  it('redacts fields of a structured message and an error, leaving other values as they are', () => {
    expect(redactLogMessage({ path: '/api/x', status: 503, note: 'for ana@skola.sk' })).toEqual({ path: '/api/x', status: 503, note: 'for <address>' });
    const error = redactLogMessage(new Error('rejected ana@skola.sk')) as Error;
    expect(error.message).toBe('rejected <address>');
    expect(error.stack).not.toContain('ana@skola.sk');
  });

  it("leaves no address in a line the API's logger writes", () => {
    const written: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const logger = createAppLogger('info');
      logger.error('A confirmation mail could not be handed over: 550 <jana@skola.sk> unknown', 'Newsletter');
      logger.warn('relay said jana@skola.sk', 'Newsletter');
      logger.log('sent to jana@skola.sk', 'Newsletter');
    } finally {
      spy.mockRestore();
      stdout.mockRestore();
    }
    const text = written.join('');
    expect(text).toContain('A confirmation mail could not be handed over: 550 <<address>> unknown');
    expect(text).toContain('"context":"Newsletter"');
    expect(text).not.toContain('jana@skola.sk');
  });
});
