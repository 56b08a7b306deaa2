import { ERROR_STATUS, type TErrorCode } from '@app/contract';

/** The one error type services throw; the error handler maps its code to the HTTP status. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly details?: { path: string; message: string }[];

  constructor(code: TErrorCode, message: string, details?: { path: string; message: string }[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = details;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
