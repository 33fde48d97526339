import { type Page, expect } from '@playwright/test';

/** In the open "Add to Physician List" dialog: creates a new list of that name and adds to it. */
export const addToNewList = async (page: Page, listName: string): Promise<void> => {
  const dialog = page.getByRole('dialog', { name: 'Add to Physician List' });
  const newMode = dialog.getByRole('radio', { name: 'Create new list' });
  // With no lists yet the dialog opens in "new" mode and the radio is disabled.
  if (await newMode.isEnabled()) await newMode.check();
  await dialog.getByRole('textbox', { name: 'List name' }).fill(listName);
  await dialog.getByRole('button', { name: 'Create List' }).click();
  // This list's own toast, which comes once the physicians are in it: a "List Created" of an earlier call can still be
  // on screen, and a journey that moved on at that one left before the add was sent (an empty list, seen in CI).
  await expect(page.getByText(`Created "${listName}" with`).first()).toBeVisible();
};

/** Opens a list's page from /lists by its name. */
export const openList = async (page: Page, listName: string): Promise<void> => {
  await page.goto('/lists');
  await page.getByRole('link', { name: `View List ${listName}` }).click();
};
