// The LAN banner: the URL as text and as a QR code a phone can scan, and where the certificate to trust is.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { lanBanner, terminalQr } from './lan-banner';

describe('the LAN banner', () => {
  it('draws a QR code of the URL the size the QR standard gives it', async () => {
    const url = 'https://192.168.1.20:3000/';
    const qr = await terminalQr(url);
    const modules = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size;
    const rows = qr.split('\n').filter((l) => l.trim() !== '');
    // Two modules per character row, with a quiet zone around the code.
    expect(rows.length).toBeGreaterThanOrEqual(Math.ceil(modules / 2));
    expect(qr).toMatch(/[█▀▄]/);
    // A different URL gives a different code.
    expect(await terminalQr('https://192.168.1.21:3000/')).not.toBe(qr);
  });

  it('names the URL, the certificate file and its fingerprint', async () => {
    const text = await lanBanner({
      url: 'https://192.168.1.20:3000/',
      caFile: '/home/gm/duality/.duality/db.tls/ca.pem',
      caFingerprint: 'AB:CD',
      madeAuthority: true,
    });
    expect(text).toContain('https://192.168.1.20:3000/');
    expect(text).toContain('/home/gm/duality/.duality/db.tls/ca.pem');
    expect(text).toContain('SHA-256 AB:CD');
    expect(text).toContain('Playing on phones over the LAN');
  });
});
