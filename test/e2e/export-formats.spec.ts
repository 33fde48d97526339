import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Locator, type Page, expect, test } from './support/contract-test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { addToNewList, openList } from './support/lists';
import { admin, logIn, recruiter } from './support/session';

/** Issue 22: a list exported as Excel and as PDF, and a selection handed to Bullhorn, through the export dialog; each download opened by a reader of its own. */

const cardNames = async (page: Page, n: number) => {
  const names: string[] = [];
  for (let i = 0; i < n; i++) names.push(((await page.getByRole('article').nth(i).getByRole('heading').textContent()) ?? '').trim());
  return names;
};

const exportAs = async (page: Page, opener: string, format: string, columns?: (dialog: Locator) => Promise<void>, title = 'Export physicians') => {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('radio', { name: format }).check();
  await columns?.(dialog);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  await expect(dialog).toBeHidden();
  return { name: file.suggestedFilename(), path: (await file.path()) as string };
};

const day = () => new Date().toISOString().slice(0, 10);

test('a list as Excel and as PDF, then a selection for Bullhorn, through the export dialog', async ({ page }) => {
  await logIn(page, recruiter);
  await expect(page.getByRole('article')).toHaveCount(25);
  const names = await cardNames(page, 3);
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Add to List (3)' }).click();
  const stamp = Date.now();
  await addToNewList(page, `Export formats ${stamp}`);
  await openList(page, `Export formats ${stamp}`);
  await expect(page.getByRole('button', { name: /^Remove .* from list$/ })).toHaveCount(3);

  // Custom columns: the Summary preset's, with LinkedIn ticked too.
  const xlsx = await exportAs(page, 'Export this list', 'Excel (.xlsx)', async (dialog) => {
    const columns = dialog.getByRole('combobox', { name: 'Columns' });
    await columns.selectOption({ label: 'Summary' });
    await columns.selectOption({ label: 'Custom' });
    await dialog.getByRole('group', { name: 'Custom columns' }).getByRole('checkbox', { name: 'LinkedIn' }).check();
  });
  expect(xlsx.name).toBe(`export-formats-${stamp}-${day()}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(xlsx.path);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  // The chosen columns in the table's order, then the list's own two.
  expect(header).toEqual(['Full Name', 'Specialty', 'Organization', 'City', 'State', 'Personal Email', 'Work Email', 'Phone', 'LinkedIn', 'NPI', 'List Status', 'List Note']);
  const fullNames = [2, 3, 4].map((r) => sheet.getRow(r).getCell(header.indexOf('Full Name') + 1).value);
  expect(new Set(fullNames)).toEqual(new Set(names));
  expect(sheet.getRow(2).getCell(header.indexOf('NPI') + 1).type).toBe(ExcelJS.ValueType.String);

  // The dialog remembers Excel and the 10 custom columns (a PDF table's most); the PDF is chosen anew.
  const pdf = await exportAs(page, 'Export this list', 'PDF table report');
  expect(pdf.name).toBe(`export-formats-${stamp}-${day()}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf.path, '-'], { encoding: 'utf8' });
  for (const name of names) expect(text).toContain(name);
  expect(text).toContain(`Licensed to ${recruiter.email}, ${day()}, not for resale`);

  await page.goto('/search');
  await expect(page.getByRole('article')).toHaveCount(25);
  const [a, b] = await cardNames(page, 2);
  for (const name of [a, b]) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const bullhorn = await exportAs(page, 'Export Selected (2)', 'Bullhorn (Candidate import CSV)');
  expect(bullhorn.name).toBe(`physicians-2-${day()}-bullhorn.csv`);
  const rows = parse(readFileSync(bullhorn.path, 'utf8').replace(/^\uFEFF/, ''), { columns: true }) as Array<Record<string, string>>;
  expect(rows.map((r) => r.name).sort()).toEqual([a, b].sort());
  expect(rows.every((r) => /^\d{10}$/.test(r.externalID ?? '') && r.namePrefix === 'Dr.')).toBe(true);
});

test("an admin's Export Full Profile goes through the same dialog: one physician as a PDF profile", async ({ page }) => {
  await logIn(page, admin);
  await expect(page.getByRole('article')).toHaveCount(25);
  const [name] = await cardNames(page, 1);
  await page.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const pdf = await exportAs(page, 'Export Full Profile', 'PDF profiles (one physician per page)', undefined, 'Export Full Profile');
  const slug = name!.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  expect(pdf.name).toBe(`${slug}-${day()}-profiles.pdf`);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf.path, '-'], { encoding: 'utf8' });
  expect(text).toContain(name);
  expect(text).toContain(`Licensed to ${admin.email}, ${day()}, not for resale`);
  await expect(page.getByText('The physician profile has been exported successfully')).toBeVisible();
});
