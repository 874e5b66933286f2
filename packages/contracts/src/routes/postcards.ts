// The postcards calls (docs/architecture.md "Routes").
import { defineRoute } from './define-route';

export const sendPostcard = defineRoute({
  method: 'POST',
  path: '/api/postcards/send',
  status: 201,
  body: 'SendPostcardRequest',
  answer: 'PostcardOrder',
});

export const getPostcardOrder = defineRoute({
  method: 'GET',
  path: '/api/postcards/order/:orderId',
  params: 'PostcardOrderParams',
  answer: 'PostcardPreview',
});

export const getPostcardPreviewImage = defineRoute({
  method: 'GET',
  path: '/api/postcards/order/:orderId/preview',
  params: 'PostcardOrderParams',
  query: 'PostcardPreviewQuery',
  answer: 'png',
});

export const getPostcardFrontImage = defineRoute({
  method: 'GET',
  path: '/api/postcards/front/:leadId',
  params: 'LeadIdParams',
  answer: 'png',
});

export const getPostcardPrintImage = defineRoute({
  method: 'GET',
  path: '/api/postcards/print/:token',
  public: true,
  params: 'PostcardPrintParams',
  answer: 'png',
});
