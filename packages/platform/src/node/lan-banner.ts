// What the LAN start option prints: the address to open on a phone, as text and as a QR code drawn with
// block characters, and how the phone comes to trust the product's certificate.
import QRCode from 'qrcode';

/** A QR code of `text` for a terminal (two modules per character row, so it stays small enough to scan). */
export function terminalQr(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'terminal', small: true, errorCorrectionLevel: 'M' });
}

export interface LanBannerInfo {
  url: string;
  /** Where the local authority's certificate is kept, and its SHA-256 fingerprint. */
  caFile: string;
  caFingerprint: string;
  madeAuthority: boolean;
}

/** The banner printed at start in LAN mode. */
export async function lanBanner(info: LanBannerInfo): Promise<string> {
  const qr = await terminalQr(info.url);
  return [
    '',
    `  Duality is on your network at ${info.url}`,
    '',
    qr.replace(/^/gm, '  '),
    `  Phones trust it once they have the certificate ${info.caFile}`,
    `  (fingerprint SHA-256 ${info.caFingerprint}).`,
    info.madeAuthority
      ? '  It was made just now; README.md "Playing on phones over the LAN" says how to install it.'
      : '  Phones that installed it before keep trusting the product.',
    '',
  ].join('\n');
}
