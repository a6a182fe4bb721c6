import { generatedApiSidebar } from './generatedApi';

export default generatedApiSidebar('edgehub-api');
