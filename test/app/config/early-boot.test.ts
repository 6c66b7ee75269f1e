// index.html's early device-code request is handed to the app only when it is the request the app would
// send itself (docs/app.md, "Early boot").
import { expect } from '@open-wc/testing';
import { earlyCodeAnswer, type EarlyDeviceCode } from '../../../src/app/config/early-boot.ts';

const URL_ = 'http://p.test/device/code';
const CREDENTIALS = {
  clientId: 'demo-tv',
  clientSecret: 's',
  scopes: ['openid', 'https://a.test/x.readonly'],
};
const SENT: EarlyDeviceCode = {
  url: URL_,
  // As the inline script writes it: encodeURIComponent, spaces as %20.
  form: 'client_id=demo-tv&scope=openid%20https%3A%2F%2Fa.test%2Fx.readonly',
  status: 200,
  body: { user_code: 'ABCD' },
  at: 123.5,
};

describe('earlyCodeAnswer', () => {
  it('hands over the answer and its arrival time when endpoint, client and scopes match', async () => {
    expect(await earlyCodeAnswer(Promise.resolve(SENT), URL_, CREDENTIALS)).to.deep.equal({
      answer: { status: 200, body: { user_code: 'ABCD' } },
      at: 123.5,
    });
  });

  it('gives nothing for another endpoint, client, scope list or an extra field', async () => {
    const others: EarlyDeviceCode[] = [
      { ...SENT, url: 'http://elsewhere.test/device/code' },
      { ...SENT, form: 'client_id=other&scope=openid%20https%3A%2F%2Fa.test%2Fx.readonly' },
      { ...SENT, form: 'client_id=demo-tv&scope=openid' },
      { ...SENT, form: `${SENT.form}&client_secret=s` },
    ];
    for (const sent of others) {
      expect(await earlyCodeAnswer(Promise.resolve(sent), URL_, CREDENTIALS), sent.form).to.equal(undefined);
    }
  });

  it('gives nothing when the request failed, or when there was none', async () => {
    expect(await earlyCodeAnswer(Promise.reject(new Error('offline')), URL_, CREDENTIALS)).to.equal(
      undefined,
    );
    expect(await earlyCodeAnswer(undefined, URL_, CREDENTIALS)).to.equal(undefined);
  });

  it('gives nothing for a value that is not what the inline script writes', async () => {
    const odd = { ...SENT, status: '200' } as unknown as EarlyDeviceCode;
    expect(await earlyCodeAnswer(Promise.resolve(odd), URL_, CREDENTIALS)).to.equal(undefined);
  });
});
