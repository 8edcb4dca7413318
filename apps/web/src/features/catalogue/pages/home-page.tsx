import { placeholder } from '../../../app/placeholders';

export default placeholder({ title: 'Home', coming: 'This page is being built.' });
