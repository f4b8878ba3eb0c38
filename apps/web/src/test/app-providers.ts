// Tests that render a page inside the console's real provider stack (antd locale and validation messages, query
// client, i18n) take it from here: test helpers may reach the app layer, the layers below it may not.
export { AppProviders } from '../app/AppProviders';
