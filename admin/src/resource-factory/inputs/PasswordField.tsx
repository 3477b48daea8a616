import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** A password with the show/hide button of react-admin's PasswordInput. */
export const PasswordField = (props: FormTextFieldProps) => {
  const [visible, setVisible] = useState(false);
  const translate = useTranslate();
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      htmlInput={{ autoComplete: 'new-password' }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={translate(
              visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
            )}
            onClick={() => setVisible(!visible)}
            size="small"
          >
            {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
