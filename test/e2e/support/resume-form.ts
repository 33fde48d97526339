import { type Page, expect } from '@playwright/test';

/** Opens the resume form and fills what every journey physician gives: Journey <lastName>, Cardiology, Boston. */
export const fillResumeBasics = async (page: Page, o: { lastName: string; company: string; email: string }): Promise<void> => {
  await page.goto('/submit-resume');
  await page.getByLabel('First Name').fill('Journey');
  await page.getByLabel('Last Name').fill(o.lastName);
  await page.getByLabel('Physician Title').fill('Attending Physician');
  await page.getByLabel('Company Name').fill(o.company);
  const specialty = page.getByLabel('Specialty', { exact: true });
  await expect(specialty.locator('option', { hasText: 'Cardiology' })).toHaveCount(1);
  await specialty.selectOption({ label: 'Cardiology' });
  await page.getByLabel('Email').fill(o.email);
  await page.getByLabel('Phone').fill('(617) 555-0142');
  await page.getByLabel('City').fill('Boston');
};
