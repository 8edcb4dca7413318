import { SuccessPage } from './result-page';

export default SuccessPage;
