/** Where a reactivated account lands (client/pages/account/AccountDeletedPage.tsx): the home says "welcome back". */
export const WELCOME_BACK = { name: 'welcome', value: 'back' } as const;

export const WELCOME_BACK_PATH = `/?${WELCOME_BACK.name}=${WELCOME_BACK.value}`;
