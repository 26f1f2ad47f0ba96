// Reads a PDF back for the flyer tests: its streams (inflated), the text its operators draw, and the
// QR code among its images.
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/** Every stream of a PDF with its dictionary, inflated when Flate-encoded. */
export function pdfStreams(pdf: Buffer): { dict: string; data: Buffer }[] {
  const text = pdf.toString('latin1');
  const streams: { dict: string; data: Buffer }[] = [];
  const re = /(\d+) 0 obj\s*<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    // The dictionary's /Length is exact; trimming line breaks before "endstream" is not, since the
    // data may itself end in one (a flyer test failed on that, one flyer in many).
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(m[2]);
    if (!length) throw new Error(`stream ${m[1]} has no direct /Length`);
    const data = pdf.subarray(start, start + Number(length[1]));
    streams.push({ dict: m[2], data: /FlateDecode/.test(m[2]) ? inflateSync(data) : data });
  }
  return streams;
}

/** The text the page's TJ/Tj operators draw (pdfkit writes standard-font text as hex strings). */
export function pdfText(pdf: Buffer): string {
  return pdfStreams(pdf)
    .filter((s) => !/\/Subtype\s*\/Image/.test(s.dict))
    .map((s) => s.data.toString('latin1'))
    .map((content) =>
      [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)]
        .map(([, parts]) =>
          [...parts.matchAll(/<([0-9a-fA-F]*)>/g)]
            .map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1'))
            .join(''),
        )
        .join('\n'),
    )
    .join('\n');
}

/** Decodes every RGB image of the PDF as a QR code; answers what the first readable one says. */
export function qrOf(pdf: Buffer): string | null {
  for (const { dict, data } of pdfStreams(pdf)) {
    if (!/\/Subtype\s*\/Image/.test(dict) || !/DeviceRGB/.test(dict)) continue;
    const width = Number(/\/Width (\d+)/.exec(dict)?.[1]);
    const height = Number(/\/Height (\d+)/.exec(dict)?.[1]);
    if (data.length !== width * height * 3) continue;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set(data.subarray(i * 3, i * 3 + 3), i * 4);
      rgba[i * 4 + 3] = 255;
    }
    const code = jsQR(rgba, width, height);
    if (code) return code.data;
  }
  return null;
}
