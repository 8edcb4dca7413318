import { placeholder } from '../../../app/placeholders';

export default placeholder({ title: 'Change password', coming: 'This page is being built.' });
