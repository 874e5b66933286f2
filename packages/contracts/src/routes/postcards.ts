// The postcards calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const sendPostcard = defineRoute({
  method: 'POST',
  path: '/api/postcards/send',
  status: 201,
  body: 'SendPostcardRequest',
  answer: 'PostcardOrder',
  errors: [
    'VALIDATION_ERROR',
    'NOT_FOUND',
    'OWNER_OPTED_OUT',
    'DO_NOT_MAIL',
    'POSTCARD_TOO_SOON',
    'RETURN_ADDRESS_REQUIRED',
  ],
  summary: "Send a postcard to a lead's owner (rendered, and mailed by a postcard service)",
  tags: ['postcards'],
});

export const getPostcardOrder = defineRoute({
  method: 'GET',
  path: '/api/postcards/order/:orderId',
  params: 'PostcardOrderParams',
  answer: 'PostcardPreview',
  errors: ['NOT_FOUND', 'CONFLICT', 'POSTCARD_PREPARING', 'POSTCARD_SERVICE_FAILED'],
  summary: 'Where the rendered postcard can be seen (409 while it is being prepared)',
  tags: ['postcards'],
});

export const getPostcardPreviewImage = defineRoute({
  method: 'GET',
  path: '/api/postcards/order/:orderId/preview',
  params: 'PostcardOrderParams',
  query: 'PostcardPreviewQuery',
  answer: 'png',
  errors: ['NOT_FOUND'],
  summary: 'The rendered postcard, its back (or ?side=front), for its agent only',
  tags: ['postcards'],
});

export const getPostcardFrontImage = defineRoute({
  method: 'GET',
  path: '/api/postcards/front/:leadId',
  params: 'LeadIdParams',
  answer: 'png',
  errors: ['NOT_FOUND'],
  summary: "The front the app draws for a lead's property (a PNG, 1875×1275)",
  tags: ['postcards'],
});

export const getPostcardPrintImage = defineRoute({
  method: 'GET',
  path: '/api/postcards/print/:token',
  public: true,
  params: 'PostcardPrintParams',
  answer: 'png',
  errors: ['NOT_FOUND'],
  summary: "A card's front for the postcard service to print, by its unguessable key",
  tags: ['postcards'],
});
