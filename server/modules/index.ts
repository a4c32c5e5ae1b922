/**
 * Every module's routes, registered in this order by the app. A new module adds its routes here
 * (one line); its access, changes and contract are checked by the gates in server/gates.
 */
import { cmsItemRoutes } from './cms-item/cms-item-routes';
import { accessRoutes } from './access/access-routes';
import { ipRangeRoutes } from './ip-range/ip-range-routes';
import { contractRoutes } from './contract/contract-routes';
import { invoiceCustomerRoutes } from './invoice/customers/invoice-customers';
import { invoiceReadRoutes } from './invoice/invoice-read-routes';
import { invoiceLifeRoutes } from './invoice/life/invoice-life-routes';
import { invoiceDocumentRoutes } from './invoice/documents/invoice-document-routes';
import { invoiceMailingRoutes } from './invoice/mailing/invoice-mailing-routes';
import { invoiceRunRoutes } from './invoice/run/invoice-run-routes';
import { subscriptionRoutes } from './subscription/subscription-routes';
import { companyRoutes } from './company/company-routes';
import { fileImportRoutes } from './file-import/file-import-routes';
import { contactRoutes } from './company/contact-routes';
import { mailRoutes } from './mail/mail-routes';
import { manualInvoiceRoutes } from './manual-invoice/manual-invoice-routes';
import { manualProductRoutes } from './manual-product/manual-product-routes';
import { notificationRoutes } from './notification/notification-routes';
import { paymentRoutes } from './payment/payment-routes';
import { priceRoutes } from './product/pricing/price-routes';
import { productRoutes } from './product/product-routes';
import { rebateGroupRoutes } from './rebate-group/rebate-group-routes';
import { screenConfigurationRoutes } from './screen-configuration/screen-configuration-routes';
import { identityRoutes } from './security/identity-routes';
import { twoFactorRoutes } from './security/two-factor-routes';
import { securityRoutes } from './security/security-routes';
import { taskRoutes } from './task/task-routes';
import { bankStatementRoutes } from './payment/statement/statement-routes';
import { serviceFeeRoutes } from './service-fee/service-fee-routes';
import { dataQualityRoutes } from './data-quality/data-quality-routes';
import { openApiRoutes } from './openapi/openapi-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { searchRoutes } from './search/search-routes';

export const MODULE_ROUTES = [
  cmsItemRoutes,
  ipRangeRoutes,
  contractRoutes,
  invoiceReadRoutes,
  invoiceRunRoutes,
  invoiceLifeRoutes,
  paymentRoutes,
  invoiceDocumentRoutes,
  invoiceMailingRoutes,
  invoiceCustomerRoutes,
  subscriptionRoutes,
  securityRoutes,
  identityRoutes,
  twoFactorRoutes,
  screenConfigurationRoutes,
  notificationRoutes,
  rebateGroupRoutes,
  productRoutes,
  priceRoutes,
  companyRoutes,
  contactRoutes,
  mailRoutes,
  manualProductRoutes,
  manualInvoiceRoutes,
  accessRoutes,
  taskRoutes,
  fileImportRoutes,
  bankStatementRoutes,
  serviceFeeRoutes,
  dataQualityRoutes,
  dashboardRoutes,
  openApiRoutes,
  searchRoutes,
];
