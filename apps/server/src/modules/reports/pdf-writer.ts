import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { PdfChart, PdfTable, Summary } from './kind.js';

const TEAL = '#0b6e6e';
const GOLD = '#c9962b';
const GREY = '#555555';
const LEFT = 40;
const BOTTOM = 800;
const ROW = 14;

export interface PdfHeading {
  shop: string;
  title: string;
  lines: string[];
}

type Doc = InstanceType<typeof PDFDocument>;

/** Moves to a new page when `need` points do not fit; answers the y to write at. */
function room(doc: Doc, y: number, need: number) {
  if (y + need <= BOTTOM) return y;
  doc.addPage();
  return 40;
}

function heading(doc: Doc, h: PdfHeading) {
  doc.rect(0, 0, doc.page.width, 70).fill(TEAL);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(16).text(h.title, LEFT, 18);
  doc.font('Helvetica').fontSize(9).text(h.shop, LEFT, 42);
  doc.fillColor(GREY).fontSize(9);
  h.lines.forEach((l, i) => doc.text(l, LEFT, 82 + i * 12));
  return 86 + h.lines.length * 12;
}

/** A bar chart drawn with pdfkit: one bar per label, the largest value at full height. */
function chart(doc: Doc, c: PdfChart, top: number) {
  const [width, height] = [doc.page.width - 2 * LEFT, 150];
  let y = room(doc, top, height + 50);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(11).text(c.title, LEFT, y);
  y += 18;
  const max = Math.max(1, ...c.bars.map((b) => b.value));
  const step = width / Math.max(1, c.bars.length);
  const labelEvery = Math.ceil(c.bars.length / 12);
  doc.moveTo(LEFT, y + height).lineTo(LEFT + width, y + height).strokeColor(GREY).lineWidth(0.5).stroke();
  doc.font('Helvetica').fontSize(7).fillColor(GREY).text(c.format(max), LEFT, y - 2);
  c.bars.forEach((b, i) => {
    const h = (b.value / max) * (height - 12);
    doc.rect(LEFT + i * step + step * 0.15, y + height - h, Math.max(0.5, step * 0.7), h).fill(i % 2 ? GOLD : TEAL);
    if (i % labelEvery === 0) doc.fillColor(GREY).fontSize(6).text(b.label, LEFT + i * step, y + height + 3, { width: step * labelEvery, lineBreak: false });
  });
  return y + height + 24;
}

function cells(doc: Doc, t: PdfTable, values: string[], y: number) {
  let x = LEFT;
  t.columns.forEach((c, i) => {
    doc.text(values[i] ?? '', x, y, { width: c.width - 4, align: c.align ?? 'left', lineBreak: false, ellipsis: true });
    x += c.width;
  });
}

function table(doc: Doc, t: PdfTable, top: number) {
  let y = room(doc, top, 3 * ROW + 20);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(11).text(t.title, LEFT, y);
  y += 18;
  const head = () => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(TEAL);
    cells(doc, t, t.columns.map((c) => c.label), y);
    y += ROW;
    doc.font('Helvetica').fillColor('#000000');
  };
  head();
  if (t.rows.length === 0) {
    doc.fillColor(GREY).text('Nothing to report in this period.', LEFT, y);
    y += ROW;
  }
  for (const r of t.rows) {
    if (y + ROW > BOTTOM) {
      y = room(doc, y, BOTTOM);
      head();
    }
    cells(doc, t, r, y);
    y += ROW;
  }
  if (t.total) {
    doc.font('Helvetica-Bold');
    cells(doc, t, t.total, y);
    y += ROW;
  }
  return y + 14;
}

/** Writes the report's sums as a PDF file, page by page to disk (pdfkit streams each page as it ends). */
export async function writeReportPdf(file: string, h: PdfHeading, s: Summary) {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: h.title, Author: h.shop } });
  const out = createWriteStream(file);
  doc.pipe(out);
  let y = heading(doc, h);
  if (s.chart && s.chart.bars.length > 0) y = chart(doc, s.chart, y);
  for (const t of s.tables) y = table(doc, t, y);
  doc.end();
  await finished(out);
}
