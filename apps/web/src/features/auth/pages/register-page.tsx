import { placeholder } from '../../../app/placeholders';

export default placeholder({ title: 'Create a New Account', coming: 'This page is being built.' });
