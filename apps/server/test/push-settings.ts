// The push settings the notification tests run with: a VAPID key pair made for the tests alone
// (`npx web-push generate-vapid-keys`), and the local fake push service's origin.
export const TEST_VAPID = {
  VAPID_PUBLIC_KEY:
    'BDRNI1xT4tczvPtmQYbKtNhnlD7FLF7E2ba5RmwLS_pV67rG1ilb8FTHWjU6Xhc975LSpoLOx80wsegpBXpD0_0',
  VAPID_PRIVATE_KEY: 'vKwKImrl56RgaAfAJFMjzN6nXSrmStaSgi9yP91tFaE',
  VAPID_SUBJECT: 'mailto:ops@porchlight.example',
};

export const pushEnv = (fakeOrigin: string) => ({ ...TEST_VAPID, PUSH_TEST_ORIGIN: fakeOrigin });
