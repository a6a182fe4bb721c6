import { generatedApiSidebar } from './generatedApi';

export default generatedApiSidebar('weda-api');
