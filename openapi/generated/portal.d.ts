/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by scripts/openapi-types.mjs (openapi-typescript) from openapi/portal.yaml.
 * Change the contract, then run `npm run openapi:generate`; CI runs `npm run openapi:check`.
 */

export interface paths {
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (password, then authenticator code, or an impersonation token)
         * @description Three ways to sign in, one call:
         *     - merchantId, username and password (plus `captcha` once `countFailed` reached 2);
         *     - the authenticator step: `loginToken` from the previous answer plus `pinCode`
         *       (answers 997 when a code is needed; 998, set up the authenticator first, with its QR code and
         *       secret, when the user's agent or one above it requires the authenticator and the user has
         *       none: the code confirms the set-up and the success carries the recovery codes);
         *     - `impersonationToken` from POST /api/v1/impersonation-token (page /auth/impersonate-login).
         *     On success the bearer token is in the `Authorization` answer header.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/total-login-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Failed sign-ins counted for this client (decides whether the captcha shows) */
        get: operations["getTotalLoginFailed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign out (ends the session; the client clears the theme cookie) */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, read right after sign-in */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, reloaded (after a page reload or an email confirmation) */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a reset-password link (the answer never says whether the account exists) */
        post: operations["requestResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/validate-reset-password-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a reset-password link's token when the page opens */
        get: operations["validateResetPasswordToken"];
        put?: never;
        /**
         * Check a reset-password link's token when the page opens, with the token in the body
         * @description The same check as the GET the spec names, with the token in the body so it never appears in
         *     a URL that proxies and servers log (security issue #12); the web client uses this one.
         */
        post: operations["checkResetPasswordToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset-password token (single use, 30 minutes) */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/contact-support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to support before signing in */
        post: operations["contactSupport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password at first sign-in (after result 10201 or 10004)
         * @description Public; the user is identified by `userName` and the `loginToken` of the refused sign-in.
         */
        put: operations["changeFirstLoginPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-locked/send-unlock-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a 4-digit unlock code to a locked user (valid 5 minutes) */
        post: operations["sendUnlockCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-locked/verify-unlock-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Unlock the account with the emailed code */
        put: operations["verifyUnlockCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an email confirmation code to the address to tie to the account */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the email address with the emailed code */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/impersonation-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Support staff get a single-use token (60 s) to sign in as another user
         * @description Needs SCP.SUPPORT.IMPERSONATE. The token is used at /auth/impersonate-login?token=..., which calls login with `impersonationToken`.
         */
        post: operations["createImpersonationToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/load-twofactor-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The authenticator status, with the QR code and secret to set it up */
        get: operations["loadTwoFactorAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/turnoff-twofactor-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Disable the authenticator (needs the current password and, when it is on, a current code)
         * @description The spec asks for the current password; an enabled authenticator also needs a current code
         *     from it (pinCode), so that a stolen password alone cannot remove the second factor. A
         *     wrong or missing code is refused with 4099 'Invalid Code'. A set-up that was loaded but
         *     never turned on is removed with the password alone.
         */
        put: operations["turnOffTwoFactorAuth"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/turnon-twofactor-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enable the authenticator loaded by load-twofactor-auth, with no body (the spec) or with a current code
         * @description As the spec calls it, with no body: the set-up loaded by GET /api/v1/load-twofactor-auth
         *     (QR code and secret) is turned on pending its first code; load-twofactor-auth then says
         *     Enabled and still shows the set-up, and the next sign-in asks for that first code with the
         *     set-up (998), confirms the authenticator with it and answers the recovery codes with the
         *     session. Our addition: with a current code from the app (pinCode) it is confirmed at once
         *     (the code is spent: each code is accepted once, as at sign-in), and the answer carries ten
         *     single-use recovery codes, shown this once (only their keyed hashes are kept). A wrong code
         *     is refused with 4099 'Invalid Code' (field pinCode), a malformed one with 1001 naming
         *     pinCode; neither changes anything. Each recovery code signs in once in place of an
         *     authenticator code (LoginRequest.recoveryCode); turning the authenticator off or an
         *     administrator's reset drops them.
         */
        put: operations["turnOnTwoFactorAuth"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/update-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the signed-in user's profile */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the signed-in user's password (ends the session; the client signs out) */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/company-structure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's agent with all its descendants */
        get: operations["getCompanyStructure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One agent's general details and physical address */
        get: operations["getAgentInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/country-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries (code and name) */
        get: operations["getCountryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/state-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** States of a country (code and name) */
        get: operations["getStateList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timezone-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Time zones (id, code and name) */
        get: operations["getTimezoneList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an agent's details (read-only fields are ignored) */
        put: operations["updateAgent"];
        /** Add a sub division or a retailer under an agent of the user's hierarchy */
        post: operations["createAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent-user-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's agent - limit usage, balance visibility, type, payout limit */
        get: operations["getAgentUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/owed-balances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's accumulated (owed) balance per currency */
        get: operations["getOwedBalances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Engine status (ALIVE when healthy), polled every 300000 ms */
        get: operations["getStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness of this instance (the process answers; no database query)
         * @description Our addition (#36). For a process supervisor: 200 with status UP whenever the process can answer at all, also while it starts or drains. It never asks the database.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness of this instance to take requests (the load balancer's health check)
         * @description Our addition (#36). 200 with status UP when this instance takes requests; 503 with status STARTING (not listening for long yet), DRAINING (stopping after SIGTERM: it finishes the requests it has, takes no new ones) or DATABASE_DOWN (PostgreSQL does not answer). HAProxy (deploy/haproxy.cfg) checks it and routes to ready instances only.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API version shown in the footer */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-template-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Branding of this deployment (sent without a bearer token) */
        get: operations["getCustomTemplateDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/custom-template-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the branding of a deployment (provider staff, SCP.PORTAL.BRANDING_W)
         * @description Sets the portal name and colours of the deployment `domain` (absent or null: the default branding used by every host without its own row). Logos left out keep their value; a logo set to null is removed. Answers the saved branding. The change is audited with its before and after values.
         */
        put: operations["updateCustomTemplateDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server settings the client needs (search range, export limits, time-outs, file limits) */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/transaction-export-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many transactions one export may hold */
        get: operations["getTransactionExportLimit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/send-report-to-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Build a transaction report in the background and email it (Excel or CSV)
         * @description Any signed-in user. The filter is checked as the report checks it (scope within the user's structure, end not in the future nor before the start, start within transactionSearchRangeInMonths), and the range from start to end must lie within the settings' transactionExportViaEmailRangeInMonths (default 3; refused 400 1001 naming `start`). A wrong email answers 400 1001 'Wrong email format' (field `email`). A user with 3 reports waiting (queued or being built) is refused 403 1429 until one has been sent; each user's reports queue behind other users' first ones, so no merchant waits on another's. The report is built by a background job in the report's order, at most 1,048,575 rows (what one Excel sheet holds), headed in the request's language, and mailed as an attachment (a CSV larger than 10 MB is zipped). A file above 20 MB (the mail limit) is not attached: it is kept 7 days and the mail links to the portal page that downloads it (GET /api/v1/report-email-exports/{exportId}/file, for the user who asked only). Our addition: the answer's `exportId`, the request's row in GET /api/v1/report-email-exports, which shows the progress.
         */
        post: operations["sendReportToEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-email-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's last 10 reports by email, newest first, with their progress
         * @description Our addition (the client polls it to show progress in the report's Operations menu): the signed-in user's last 10 requests of POST /api/v1/send-report-to-email, newest first, with status QUEUED, BUILDING, SENT or FAILED, rows written so far (rowsDone) of rowsTotal (null until counted), for a FAILED one the reason in the request's language, and whether a file too large to mail is kept for download (`download`).
         */
        get: operations["listReportEmailExports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-email-exports/{exportId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the kept file of one of the signed-in user's reports by email
         * @description Our addition: the file of a report by email too large to mail (above 20 MB: a zipped CSV or an xlsx), kept 7 days after it was built, which the mail links to through the portal's reports page. Only the user who asked for it: another user's request, an unknown one, one without a kept file or whose file has expired are all refused 400 1004 alike. The file is answered with its own type (application/zip or the xlsx type) and Content-Disposition attachment with its name.
         */
        get: operations["downloadReportEmailFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's saved report views, by name
         * @description Our addition (saved report views are beyond the spec): each view is a report filter and the columns the user hid, saved under a name; at most 50 per user.
         */
        get: operations["listReportViews"];
        put?: never;
        /**
         * Save a report view under a name (an existing name of the user is replaced)
         * @description Our addition. The name is trimmed (1 to 60 characters); saving a name the user has already replaces that view. The filter is the report filter without pageIndex and afterRefId; start and end may be left out when a period is set. At most 50 views per user: a 51st name is refused 400 1009.
         */
        post: operations["saveReportView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-views/{viewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of the signed-in user's report views
         * @description Our addition. Only the user's own view: another user's view or an unknown id is refused 400 1004 and nothing changes.
         */
        delete: operations["deleteReportView"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's scheduled reports, by name
         * @description Our addition (#37). Each schedule mails a saved report view's filter, for the period just ended, daily, weekly or monthly at an hour (UTC), as CSV or Excel, to the user's confirmed email. At most 10 per user.
         */
        get: operations["listReportSchedules"];
        put?: never;
        /**
         * Schedule one of the user's saved report views
         * @description Our addition (#37). The schedule takes the view's name and filter (without its dates: each mail covers the period just ended: the day before, the 7 days before, or the calendar month before). Refusals: 400 1004 for a view that is not the user's; 400 1001 for a weekly schedule without a weekday, a monthly one without a day, or a filter the report refuses; 400 1009 when the view is scheduled already or the user has 10 schedules.
         */
        post: operations["createReportSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change when and how one of the user's schedules mails, pause or resume it
         * @description Our addition (#37). Only the user's own schedule (another user's or an unknown id: 400 1004, nothing changes). Resuming (status ACTIVE) mails from the next occurrence on; a period that ended while paused is not sent. 400 1001 as for creating.
         */
        put: operations["updateReportSchedule"];
        post?: never;
        /**
         * Delete one of the user's schedules
         * @description Our addition (#37). Only the user's own (400 1004 otherwise, nothing changes).
         */
        delete: operations["deleteReportSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/report-schedule-unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a scheduled report from the link in its mail, without signing in
         * @description Our addition (#37). The token is the signed one of the mail's link (the schedule's id and an HMAC of it under the server's key); the schedule becomes UNSUBSCRIBED (its owner may resume it in the portal). A schedule deleted since, or stopped already, answers success all the same. A token that is not one the server signed: 400 1013, nothing changes.
         */
        post: operations["unsubscribeReportSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/refund-transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Refund a successful, unredeemed SALE (needs SCP.TTI.ADMIN.USER.REFUND_W)
         * @description Refunds the SALE whose refId is `transactionId`, of the signed-in user's agent or an agent below it: the sale becomes REFUNDED, its voucher can no longer be validated or redeemed, a REFUND transaction is written, and the owed balance, the daily figures and the credit limits are given back. `voucherSerial`, when sent, must be the sale's voucher. Exactly one of concurrent refunds and redemptions of the same voucher succeeds. The refund is audited with the comments. Refusals: 403 1003 without the ACL; 403 1005 for a sale outside the user's agent hierarchy; 400 1004 for an unknown refId or another voucher's serial; 400 1009 for anything but a successful SALE whose voucher is unredeemed (already refunded, reversed, redeemed, failed, not a sale).
         */
        put: operations["refundTransaction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/daily-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's (UTC) sales total per currency */
        get: operations["getDailyStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/weekly-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transaction counts for 7 days, starting six days ago (UTC) */
        get: operations["getWeeklyStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payout-transaction-weekly-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payout counts for 7 days and successful payout values per currency */
        get: operations["getPayoutTransactionWeeklyStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settlement-earnings-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Weekly settlement earnings files (weeks start on Monday, UTC) */
        get: operations["getSettlementEarningsReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/download-settlement-earnings-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one settlement earnings file */
        get: operations["downloadSettlementEarningsReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/merchant-performance-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The yearly performance report, one set of tables per currency */
        get: operations["getMerchantPerformanceReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/export-merchant-performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The performance report as a base64 spreadsheet (saved as Performance_Report_{agent}_{timestamp}.xlsx) */
        post: operations["exportMerchantPerformance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/terminal/sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A terminal sells a voucher (idempotent on the Idempotency-Key header)
         * @description Authenticated by the terminal's key in `X-Terminal-Key`. A repeat with the same
         *     Idempotency-Key and the same body returns the first answer; a repeat with a different body
         *     is refused with 1011. A terminal that has made 20 refused sales in the last minute is
         *     refused with 1429 (403) before anything is tried or recorded, until its rate falls.
         */
        post: operations["terminalSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pin-batch-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PIN batch orders, filtered, sorted and paged (default orderRef descending, size 10)
         * @description The orders of the signed-in user's agent and every agent below it (provider staff: every agent's), deleted orders left out. searchText matches the order reference, product code, login, agent code, comment or file name anywhere (any case); start and end bound the date the order was requested (UTC, inclusive; end not before start, else 1001 naming `end`); status (our addition) keeps one status. downloadFormats tells which files a download offers now (txt where the deployment allows plain text, pgp where the agent has an OpenPGP key).
         */
        post: operations["listPinBatchOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pin-batch-order-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One PIN batch order, with its decisions and its custody trail
         * @description An order of the user's agent or an agent below it, deleted ones too (1004 'No PIN order has this reference.' for an unknown order and for one outside the user's structure alike). Besides the list's fields: who approved or rejected it and when, who deleted it, when its PINs were generated, the fingerprint of the agent's OpenPGP key, and every download (the custody trail: who, when, which format, the key's fingerprint for pgp), oldest first.
         */
        get: operations["getPinBatchOrderDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pin-batch-order/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products that can be ordered in PIN batches (the active products, by code) */
        get: operations["getPinBatchOrderProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/submit-pin-batch-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create PIN batch orders, one per item (needs SCP.EVDS.PIN.BATCH.FILE.REQUEST_C)
         * @description One order WAITING_FOR_APPROVAL per item, for the signed-in user's agent, all or none. A product may appear once (1001 naming the second `pinOrders[i].productCode`); an unknown or inactive product is refused 1004 naming its `pinOrders[i].productCode`. The attachment, when sent, belongs to every order of the request: its name within the setting pinOrderFileNameMaxLength ('Max filename length: {n}'), its size within pinOrderFileMaxMb ('Max file size: {n}mb'), and of a type the spec lists, recognised by extension and content (otherwise '{name} has failed to upload. This file type is not accepted for security reasons.'); each refusal is 1001 naming `files`, and nothing is stored.
         */
        post: operations["submitPinBatchOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delete-pin-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an order waiting for approval (needs REQUEST_C and REQUEST_D)
         * @description An order of the user's agent or below it; only while WAITING_FOR_APPROVAL (1009 'Only an order waiting for approval can be deleted.'); 1004 for an unknown order or one outside the user's structure. The order stays, marked DELETED with who, when and the comment.
         */
        post: operations["deletePinOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/approve-pin-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject an order waiting for approval (needs SCP.EVDS.PIN.BATCH.FILE.APPROVE_W)
         * @description Provider staff only. Approving moves the order to PROCESSING and queues the generation of its PINs (a background job that makes its vouchers, sold to the ordering agent, and the order READY_FOR_DOWNLOAD, once however often it runs); rejecting moves it to REJECTED. Only while WAITING_FOR_APPROVAL (1009); never by the user who placed the order (1009); 1004 for an unknown order or one outside the user's structure. Approving takes the order's value (qty x unit value) and its qty vouchers from the credit limits of the ordering agent and of the agents above it (its vouchers are sold to it), in the same transaction: 1010, with nothing changed, when a limit would be exceeded.
         */
        post: operations["approvePinOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/retry-pin-order-generation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue again the generation of an approved order's PINs that failed (needs SCP.EVDS.PIN.BATCH.FILE.APPROVE_W)
         * @description Our addition (#37). Provider staff only. An approved order whose PIN generation failed for good (its details' generationFailure) is queued for generation again, once however often it runs; its details then show no failure until another run fails. Only while the order is PROCESSING with a failure (1009); 1004 for an unknown order or one outside the user's structure.
         */
        post: operations["retryPinOrderGeneration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/download-pin-batch-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a ready order's PINs as text or PGP-encrypted text
         * @description The PINs of a READY_FOR_DOWNLOAD order of the user's structure, one line per voucher (`serial,pin,productCode,value,currency` after a header line). pgp is that text encrypted (OpenPGP, ASCII-armored) to the ordering agent's public key (PUT /api/v1/agent-pgp-key); txt is offered only where the deployment allows plain text (PIN_ORDER_TXT_DOWNLOAD, off by default). Needs SCP.EVDS.PIN.BATCH.FILE.DOWNLOAD_R besides the list's ACL (1003 without; the list and details offer no format to a user without it). Refusals (JSON): 1004 unknown order or outside the structure; 1009 not ready, plain text not offered, or no key set for pgp. Every download is recorded (user, time, format, key fingerprint) and shown in the order's details. The vouchers were sold to the ordering agent when the PINs were generated: any of them validates and redeems at a merchant.
         */
        get: operations["downloadPinBatchOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/download-pin-batch-order-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the attachment of an order
         * @description The file attached when the order was placed (1004 'This order has no attachment.' when it has none; 1004 for an unknown order or one outside the user's structure).
         */
        get: operations["downloadPinBatchOrderDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/agent-pgp-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenPGP public key PIN files of an agent are encrypted to (our addition)
         * @description The key of agentCode (the user's own agent when absent), an agent of the user's structure (1005 outside it, 1004 unknown). Every key field is null when none is set.
         */
        get: operations["getAgentPgpKey"];
        /**
         * Set or remove the OpenPGP public key of an agent (provider staff, SCP.EVDS.PIN.BATCH.KEY_W)
         * @description Our addition. publicKey is an ASCII-armored OpenPGP public key that can encrypt (a valid, unexpired, unrevoked encryption key, RSA at least 2048 bits); null removes the key (the agent's orders then offer txt only where the deployment allows it, else nothing). Refusals: 1001 naming publicKey for text that is not a public key, a private key (never stored), a key that cannot encrypt; 1004 unknown agent; 1005 an agent outside the user's structure. Audited with the fingerprints before and after. Answers the key as GET does.
         */
        put: operations["setAgentPgpKey"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Users of the signed-in user's agent, sorted and paged (default username ascending) */
        post: operations["listUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user's details */
        get: operations["getUserDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a user of the signed-in user's agent */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a user */
        put: operations["editUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a user (needs SCP.TTI.ADMIN.USER_D) */
        put: operations["deleteUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/authenticator-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the user's agent requires the authenticator of every user of it and below it
         * @description Our addition (#37). `required` is the agent's own choice; `inheritedFrom` names the nearest agent above it that requires it (then every user here must have it whatever `required` says); `usersWithout` counts the active users of the agent and its descendants without an enabled authenticator (they are led through the set-up at their next sign-in when it is required).
         */
        get: operations["getAuthenticatorPolicy"];
        /**
         * Require (or stop requiring) the authenticator for every user of the user's agent and below it
         * @description Our addition (#37). Users without an enabled authenticator are answered 998 (the set-up, its QR code and secret) at their next sign-in after the password, and signed in once they confirm a code; their recovery codes come with that answer. Sessions already open stay open. Audited (authenticator.policy, before and after). 403 1003 without SCP.TTI.ADMIN.USER_W.
         */
        put: operations["setAuthenticatorPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/reset-twofactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reset a user's authenticator (a lost phone), beyond the spec
         * @description The user's authenticator is turned off and its secret and recovery codes dropped; the user
         *     signs in with the password until setting one up again on My Profile. Only for users inside the administrator's agent tree who hold
         *     nothing the administrator lacks, never oneself (the profile's card does that); audited.
         */
        put: operations["resetUserTwoFactor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/voucher/validate/{pin}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a voucher PIN before redeeming it
         * @description Answers a sold voucher that is neither redeemed nor refunded (nor reversed). Refusals: a PIN
         *     that is not digits 1001 'Voucher Pin must be a number'; no voucher with this PIN 1004; a
         *     voucher redeemed, refunded, reversed or never sold 1009; after too many wrong PINs 1429 (10
         *     failed checks of one user, or 30 from one address, within 15 minutes lock validation and
         *     redemption for that user or address for 15 minutes; docs/decisions.md). Every failed check
         *     is counted and audited.
         */
        get: operations["validateVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/voucher/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a voucher PIN before redeeming it, the PIN in the body
         * @description The same check as `GET /api/v1/voucher/validate/{pin}` (same answer, refusals and limits),
         *     with the PIN in the request body, so that no access log, proxy or browser history along the
         *     way keeps an unredeemed PIN in a URL. The portal's client uses this one; the spec's GET stays
         *     for clients that were built against it (its PIN is redacted in this server's log).
         */
        post: operations["validateVoucherPin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/voucher/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a voucher PIN (needs SCP.EVDS.PRODUCT.REDEMPTION_W)
         * @description Redeems the voucher exactly once, whatever the concurrency, for the signed-in user's
         *     merchant: writes the REDEEM transaction (its refId is the receipt's reference), credits the
         *     merchant's balance and the dashboards' figures in the same database transaction, and pushes
         *     the dashboards' live update. Answers the receipt: merchant, product, value, currency,
         *     reference and time. Refusals: 1003 without the permission or for a distributor account;
         *     1001, 1004, 1009 and 1429 as for validation (a failed redemption of an unknown PIN counts
         *     against the same limits).
         */
        post: operations["redeemVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/get-limit-template-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credit limit templates with the limit items of their assigned agents */
        get: operations["getLimitTemplateList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/get-limit-target-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies and products a limit item can target (sorted by code) */
        get: operations["getLimitTargetData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/get-limit-template-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One template with its limit items */
        get: operations["getLimitTemplateDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/create-limit-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a template (always without status; it starts ACTIVE) */
        post: operations["createLimitTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/edit-limit-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a template, its status, agents and items */
        put: operations["editLimitTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/edit-agent-limit-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit one agent's limit and current values */
        put: operations["editAgentLimitItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/delete-limit-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a template (needs SCP.TTI.USER.LIMIT.TEMPLATE.ADMIN_D) */
        delete: operations["deleteLimitTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sub-division-and-agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sub divisions and agents below the signed-in user's agent (code and name)
         * @description The agents a template may be assigned to: every agent below the user's agent (not the agent itself), sorted by code.
         */
        get: operations["getSubDivisionAndAgent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/get-agent-limit-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One agent's limit items (of the templates the user sees) and their change history
         * @description The agent-limit dialog. limitItems are the agent's own copies (limitItemId is what edit-agent-limit-item takes), currentValue the usage of the current reset window (0 once the window has turned, whether or not a sale happened since). history lists the changes made by hand (the dialog, or a template edit carrying a new limit or period), newest first, the last 100. An agent outside the user's structure answers 1005.
         */
        get: operations["getAgentLimitDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/limit-usage-map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The highest limit usage of each agent of the user's structure (the company tree's colours)
         * @description For the user's agent and every agent below it that has a limit item of an ACTIVE template (whoever set it): the usage percentage of its most used item in the current reset window (currentValue / limitValue x 100, 2 decimals). Agents without limits are not listed. The spec's thresholds apply: over 80 danger, over 50 warning, otherwise success.
         */
        get: operations["getLimitUsageMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/get-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Active documents of a page (notices, resources, the contact-us text)
         * @description `page` is company-details, transaction-report, contact-us, resources or any other page name.
         */
        post: operations["getDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/download-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a FILE document */
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/get-resource-management": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Portal documents for administrators, filtered, sorted and paged (default id descending) */
        post: operations["getResourceManagement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/save-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a portal document (same parts as create, with the id)
         * @description The rules of createDocument; an unknown id is refused with 1004. A FILE document keeps its file when no file part is sent; one that turns into HTML loses it.
         */
        put: operations["updateDocument"];
        /**
         * Create a portal document (HTML text, or a file)
         * @description Provider staff only: besides SCP.FLEX.ACCOUNT.MANAGER_R the user needs SCP.PORTAL.DOCUMENTS_W (1003 naming the ACL missing, before the upload is read). HTML content is sanitised when it is saved (no script, no event handler, no javascript: URL). A FILE document needs the file part, within the settings documentFileMaxMb and documentFileNameMaxLength ('Max file size: {n}mb', 'Max filename length: {n}'), of a kind the contact forms accept; its content becomes the file's name.
         */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to support while signed in */
        post: operations["contactUs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail of the user's agent and its descendants, newest first, a page at a time
         * @description Our addition (#37): who did what, when and from where - sign-ins and their failures, lock-outs, impersonation (both identities), user and permission changes, agent edits, limit changes, refunds, redemptions, PIN order decisions and downloads, document changes, refused authorisations - for events of the signed-in user's agent and every agent below it, never another branch's. Newest first by time then id; `nextCursor` (null on the last page) passed back as `cursor` reads the next, older page, and a page stays the same while new events are added. A cursor that cannot be read is refused 400 1001. The trail cannot be changed or deleted: the portal has no such operation and the database refuses it. Needs SCP.PORTAL.AUDIT_R (provider staff and administrators).
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/audit-events/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every event of the filters as a CSV file, newest first
         * @description Our addition (#37): the events GET /api/v1/audit-events lists for the same filters, all of them, as CSV (UTF-8, RFC 4180, a header line in the request's language), streamed as it is read, a thousand rows at a time. Text a spreadsheet would run as a formula starts with an apostrophe. Refusals (JSON, before any line): 1003 without the ACL, 1005 an agent outside the structure, 1001 a filter that cannot be read.
         */
        get: operations["exportAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The result-code catalogue (docs/decisions.md). 0 is success.
         *
         *     | code | meaning | HTTP |
         *     |---|---|---|
         *     | 0 | success | 200 |
         *     | 989 | account locked (5 failed sign-ins) | 400 |
         *     | 997 | authenticator code required | 400 |
         *     | 998 | authenticator must be set up (the agent requires it, #37: QR and secret in the answer) | 400 |
         *     | 999 | network error without a status (client side only) | - |
         *     | 1001 | request does not match the contract (field named in resultDescription) | 400 |
         *     | 1003 | permission denied: the user lacks the ACL | 403 |
         *     | 1004 | not found (or not visible to this user's agent) | 400 |
         *     | 1005 | outside the user's agent hierarchy | 403 |
         *     | 1009 | conflict with existing data (duplicate code, already redeemed, wrong state) | 400 |
         *     | 1010 | credit limit would be exceeded | 400 |
         *     | 1011 | idempotency key reused with a different request | 400 |
         *     | 1012 | captcha solution required or invalid | 400 |
         *     | 1013 | code (OTP, unlock, email) invalid or expired | 400 |
         *     | 1429 | too many requests (rate limit) | 403 |
         *     | 1500 | unexpected server error | 500 |
         *     | 1501 | operation not available yet | 500 |
         *     | 4001 | session expired or unknown token | 403 |
         *     | 4002 | signed in from another location | 403 |
         *     | 4003 | session revoked | 403 |
         *     | 4004 | account disabled | 403 |
         *     | 4030 | invalid sign-in details (never says which part) | 400 |
         *     | 4033 | invalid sign-in details (never says which part) | 400 |
         *     | 4099 | authenticator code invalid | 400 |
         *     | 9999 | client-side thrown error (credit limits, contact us) | - |
         *     | 10002 | invalid sign-in details (never says which part) | 400 |
         *     | 10003 | account locked (authenticator flow) | 400 |
         *     | 10004 | password must be changed at first sign-in | 400 |
         *     | 10201 | password must be changed at first sign-in | 400 |
         *     | 10212 | an email address must be added or confirmed | 400 |
         *     | 10221 | an email address must be added or confirmed | 400 |
         *     | 10222 | an email address must be added or confirmed | 400 |
         *     | 10224 | email confirmation code refused | 400 |
         *     | 10238 | no permission to use this site (domain) | 400 |
         * @enum {integer}
         */
        ResultCode: 0 | 989 | 997 | 998 | 999 | 1001 | 1003 | 1004 | 1005 | 1009 | 1010 | 1011 | 1012 | 1013 | 1429 | 1500 | 1501 | 4001 | 4002 | 4003 | 4004 | 4030 | 4033 | 4099 | 9999 | 10002 | 10003 | 10004 | 10201 | 10212 | 10221 | 10222 | 10224 | 10238;
        /**
         * @description What every JSON answer carries. A refusal's resultDescription is worded for the merchant in
         *     the language of the request's Accept-Language (en, zh, es, ja, de, fr; English otherwise);
         *     a refusal about one field names it in `field` (a dotted path such as agentDetail.agentCode),
         *     for a form to show the message under that field.
         */
        ApiResult: {
            resultCode: components["schemas"]["ResultCode"];
            resultDescription: string;
            /** @description The field a refusal is about, as a dotted path. */
            field?: string;
        };
        /** @description Upper-case letters and digits, at most 8 (MD0001, SD0001, R00001). */
        AgentCode: string;
        /** @description The merchant (agent) code typed at sign-in; no leading or trailing spaces. */
        MerchantId: string;
        /** @description A user's login; no leading or trailing spaces. */
        Username: string;
        /** Format: email */
        Email: string;
        /**
         * @description 8 to 50 characters with an upper-case letter, a lower-case letter, a digit and a special
         *     character (ASCII punctuation !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~), no spaces. Message:
         *     'Password must be 8-50 characters long and contain at least one upper case letter, one
         *     lower case letter, one numeric character, and one special character with no spaces.'
         */
        NewPassword: string;
        /** @description Must equal the new password (checked by the server). */
        PasswordConfirmation: string;
        /** @description An existing password; no complexity rule. */
        CurrentPassword: string;
        /** @description Optional leading + or a digit, followed by 3 to 20 digits. */
        Phone: string;
        /** @description An opaque token (login, reset-password or impersonation token). */
        Token: string;
        /** @description The 4-digit code sent by email. */
        Otp: string;
        /** @description UTC, `yyyy-MM-dd HH:mm:ss`. */
        Timestamp: string;
        /** Format: date */
        DateOnly: string;
        /** @description A decimal amount with 2 decimals. */
        Money: number;
        /** @description ISO 3166-1 alpha-2 code. */
        CountryCode: string;
        Id: number;
        /** @description A transaction reference, digits only, 1 to 50. */
        RefId: string;
        OrderRef: string;
        /** @description Upper case, no whitespace (the form removes whitespace and upper-cases as typed). */
        TemplateCode: string;
        /** @description The authenticator (TOTP) code, 6 to 8 digits. */
        TotpCode: string;
        /**
         * @description A single-use recovery code of the authenticator (two groups of five letters or digits; case, spaces and the dash do not matter), in place of pinCode.
         * @example k7m2p-x9q4r
         */
        RecoveryCode: string;
        TwoFactorOnResult: components["schemas"]["ApiResult"] & {
            /** @description Ten when a code confirmed the authenticator; none when it was turned on without one (they come with the sign-in that confirms it). */
            recoveryCodes: string[];
        };
        /** @description Digits only ('Voucher Pin must be a number'). */
        VoucherPin: string;
        /** @description A file name without any directory part. */
        FileName: string;
        /** @description 1-based page number. */
        PageIndex: number;
        PageSize: number;
        /**
         * @description The page sizes the tables offer; default 10.
         * @enum {integer}
         */
        PageSizeOption: 10 | 25 | 50 | 100;
        /** @enum {string} */
        OrderType: "ASC" | "DESC";
        /**
         * @description T means true (or active), F false.
         * @enum {string}
         */
        Flag: "T" | "F";
        /** @enum {string} */
        YesNo: "Y" | "N";
        ReportYear: number;
        /**
         * @description MD master distribution, D and SD sub division, R retailer.
         * @enum {string}
         */
        AgentLevel: "MD" | "D" | "SD" | "R";
        /**
         * @description PREPAID is the default for a new agent; DISTRIBUTOR agents may not redeem.
         * @enum {string}
         */
        AgentType: "PREPAID" | "POSTPAID" | "DISTRIBUTOR";
        /** @enum {string} */
        AgentStatus: "ACTIVE" | "INACTIVE";
        /** @enum {string} */
        TransactionStatus: "SUCCESS" | "FAILED" | "PENDING" | "REVERSED" | "REFUNDED";
        /**
         * @description A report period; quarters above the current one are not offered.
         * @enum {string}
         */
        PeriodId: "today" | "yesterday" | "thisWeek" | "lastWeek" | "thisMonth" | "lastMonth" | "q1" | "2ndQuarter" | "3rdQuarter" | "4thQuarter";
        /** @enum {string} */
        ReportFileType: "Excel" | "CSV";
        /**
         * @description '1' Active, '4' Inactive.
         * @enum {string}
         */
        UserStatusId: "1" | "4";
        /** @enum {string} */
        TemplateStatus: "ACTIVE" | "INACTIVE";
        /** @enum {string} */
        LimitTargetType: "CURRENCY" | "PRODUCT";
        /**
         * @description Only VALUE is allowed for CURRENCY targets.
         * @enum {string}
         */
        LimitType: "VALUE" | "COUNT";
        /** @description 1 hourly, 2 daily, 3 weekly, 4 monthly, 5 a date; in UTC. */
        LimitPeriodId: number;
        /** @description By periodId: 1 a number (default 1); 2 HH:mm; 3 weekday 1 (Sunday) to 7 (Saturday); 4 day of month; 5 dd/MM/yyyy, not in the past. */
        LimitPeriodValue: string;
        /**
         * @description The audience; UNSET means all.
         * @enum {string}
         */
        DocumentType: "UNSET" | "MER_ALL" | "MER_DISTRIBUTOR" | "MER_MERCHANT";
        /**
         * @description HTML is rich text in content; FILE is a downloadable file whose name is in content.
         * @enum {string}
         */
        ContentType: "HTML" | "FILE";
        /**
         * @description The page a document shows on; UNSET means all. contact-us (the Contact Us panel's text) and resources (the Resources list's files) are our addition: the pages that read them through get-documents.
         * @enum {string}
         */
        DocumentLocation: "UNSET" | "company-details" | "transaction-search" | "transaction-report" | "contact-us" | "resources";
        /**
         * @description WAITING_FOR_APPROVAL may be deleted, approved or rejected; PROCESSING is approved, its PINs being made; READY_FOR_DOWNLOAD offers the files of downloadFormats (txt, pgp).
         * @enum {string}
         */
        PinOrderStatus: "WAITING_FOR_APPROVAL" | "PROCESSING" | "READY_FOR_DOWNLOAD" | "REJECTED" | "DELETED";
        /** @description Either merchantId, username and password; or loginToken and pinCode; or impersonationToken. */
        LoginRequest: {
            merchantId?: components["schemas"]["MerchantId"];
            username?: components["schemas"]["Username"];
            password?: components["schemas"]["CurrentPassword"];
            pinCode?: components["schemas"]["TotpCode"];
            recoveryCode?: components["schemas"]["RecoveryCode"];
            loginToken?: components["schemas"]["Token"];
            impersonationToken?: components["schemas"]["Token"];
            /** @description The ALTCHA solution payload (base64), required once countFailed reached 2. */
            captcha?: string;
        };
        /** @description An ALTCHA challenge as altcha-lib creates it, for the captcha widget. */
        CaptchaChallenge: {
            [key: string]: unknown;
        };
        LoginResult: components["schemas"]["ApiResult"] & {
            /** @description The host this user signs in on; the client redirects when it differs. */
            redirectDomain?: string | null;
            /** @description Carries the sign-in to the next step (authenticator, first-login password change, unlock). */
            loginToken?: string | null;
            /** @description Consecutive failed sign-ins; the captcha shows from 2. */
            countFailed?: number;
            /** @description The masked email an unlock code would go to (locked accounts). */
            email?: string | null;
            /** @description With 998 (the agent requires the authenticator, */
            qrCode?: string;
            /** @description With 998, the authenticator secret. */
            secretKey?: string;
            /** @description With 998, the authenticator account name. */
            account?: string;
            /** @description On the success that confirmed a set-up asked with 998, the ten recovery codes, shown this once. */
            recoveryCodes?: string[];
            captchaChallenge?: components["schemas"]["CaptchaChallenge"];
        };
        TotalLoginFailedResult: components["schemas"]["ApiResult"] & {
            total: number;
            captchaChallenge?: components["schemas"]["CaptchaChallenge"];
        };
        OtpSentResult: components["schemas"]["ApiResult"] & {
            otpExpiredTime?: components["schemas"]["Timestamp"];
            /** @description Where the code went (masked). */
            email?: string;
        };
        ImpersonationTokenResult: components["schemas"]["ApiResult"] & {
            token: string;
            expiresInSeconds?: number;
        };
        /** @description A message to support (multipart/form-data). */
        ContactMessage: {
            email: components["schemas"]["Email"];
            subject: string;
            content: string;
            /** @description An optional transaction reference. */
            transId?: string;
            /** @description Attachments, at most 25 MB in total; executable and script types are refused. */
            files?: Blob[];
        };
        /** @description The signed-in user's agent. */
        UserAgentDetail: {
            agentCode: string;
            name: string;
            level?: components["schemas"]["AgentLevel"];
            agentType?: components["schemas"]["AgentType"];
            /**
             * @description 'true' when the payout screens are enabled for this agent.
             * @enum {string}
             */
            isEnablePayout?: "true" | "false";
            payoutVoucherCreditLimit?: components["schemas"]["Money"];
        };
        /** @description The user's own profile fields. */
        Profile: {
            firstName?: string;
            surname?: string;
            emailAddress?: string | null;
            /** @description Avatar image as a data URL (PNG or JPEG). */
            logo?: string | null;
            phoneNumber?: string | null;
            addressLine1?: string | null;
            addressLine2?: string | null;
            /** @description Job title. */
            position?: string | null;
            zipCode?: string | null;
            countryCode?: string | null;
            stateCode?: string | null;
        };
        LoggedInUser: components["schemas"]["Profile"] & {
            login: string;
            /** @description Permission strings (SCP.TTI.ADMIN.USER_R, ...). */
            acls: string[];
            agentDetail?: components["schemas"]["UserAgentDetail"];
            agentType?: components["schemas"]["AgentType"];
            hideRedeemedAt?: boolean;
            /** @description Set while support staff act as this user (the banner names the impersonated login). */
            impersonatorLogin?: string | null;
        };
        UserResult: components["schemas"]["ApiResult"] & components["schemas"]["LoggedInUser"];
        ProfileUpdate: {
            firstName: string;
            surname: string;
            /** Format: email */
            emailAddress?: string | null;
            /** @description Avatar image as a data URL, PNG or JPEG, at most about 1 MB. */
            logo?: string | null;
            phoneNumber?: string | null;
            addressLine1?: string | null;
            addressLine2?: string | null;
            position?: string | null;
            zipCode?: string | null;
            countryCode?: string | null;
            stateCode?: string | null;
        };
        TwoFactorInfo: {
            /** @enum {string} */
            status: "Enabled" | "Disabled";
            /** @description Base64 PNG of the otpauth URI. */
            qrCode?: string | null;
            secretKey?: string | null;
            account?: string | null;
            /** @description Our addition - the authenticator policy of the user's agent (or one above) requires an authenticator, so My Profile cannot turn it off (PUT /api/v1/turnoff-twofactor-auth answers 1009). */
            requiredByPolicy?: boolean;
        };
        TwoFactorInfoResult: components["schemas"]["ApiResult"] & components["schemas"]["TwoFactorInfo"];
        /** @description An agent in the company structure, with its children. */
        CompanyNode: {
            code: string;
            name: string;
            type?: components["schemas"]["AgentType"];
            level?: components["schemas"]["AgentLevel"];
            status?: components["schemas"]["AgentStatus"];
            children: components["schemas"]["CompanyNode"][];
        };
        CompanyStructureResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["CompanyNode"];
        };
        /**
         * @description An agent's general details. On save, level, creationDate, status, tax and agentType are
         *     read-only (ignored on edit; on create the server takes level from the parent and defaults
         *     status ACTIVE and type PREPAID); agentCode is editable only when adding.
         */
        AgentDetail: {
            level?: components["schemas"]["AgentLevel"];
            agentCode: components["schemas"]["AgentCode"];
            name: string;
            countryCode?: string | null;
            stateCode?: string | null;
            timezone?: string | null;
            /** @description UTC, `yyyy-MM-dd HH:mm:ss`. */
            creationDate?: string | null;
            status?: components["schemas"]["AgentStatus"];
            tax?: string | null;
            agentType?: components["schemas"]["AgentType"];
            parentCode?: string | null;
        };
        /** @description An agent's physical address and contacts. */
        AgentAddress: {
            /** Format: email */
            email?: string | null;
            contactName?: string | null;
            addressLine1?: string | null;
            addressLine2?: string | null;
            phoneNumber?: string | null;
            mobileNumber?: string | null;
            tollFreePhone?: string | null;
            faxNumber?: string | null;
            tollFreeFax?: string | null;
            countryCode?: string | null;
            stateCode?: string | null;
            city?: string | null;
            zipCode?: string | null;
        };
        AgentSave: {
            agentDetail: components["schemas"]["AgentDetail"];
            agentAddress: components["schemas"]["AgentAddress"];
        };
        AgentInfoResult: components["schemas"]["ApiResult"] & {
            agentDetail: components["schemas"]["AgentDetail"];
            agentAddress: components["schemas"]["AgentAddress"];
        };
        CodeName: {
            code: string;
            name: string;
        };
        CodeNameListResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["CodeName"][];
        };
        Timezone: {
            id: number;
            /** @description IANA zone name. */
            code: string;
            name: string;
        };
        TimezoneListResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["Timezone"][];
        };
        /** @description How much of one limit item the agent used. */
        LimitUsage: {
            targetCode: string;
            targetType?: components["schemas"]["LimitTargetType"];
            limitType?: components["schemas"]["LimitType"];
            currentValue: number;
            limitValue: number;
            alertThresholds?: components["schemas"]["AlertThresholds"];
            /** @description The item's warning thresholds reached in the current reset window (their alert mails sent), ascending; empty from the first moment of a new window. */
            crossedThresholds?: number[];
        };
        AgentUserInfo: {
            limitItems: components["schemas"]["LimitUsage"][];
            /** @description Usage above this percentage raises the credit-limit warning. */
            limitAlertPercent: number;
            hideAccumulatedBalance: boolean;
            hideRedeemedAt?: boolean;
            agentType: components["schemas"]["AgentType"];
            agentDetail?: components["schemas"]["UserAgentDetail"];
        };
        AgentUserInfoResult: components["schemas"]["ApiResult"] & components["schemas"]["AgentUserInfo"];
        OwedBalance: {
            balance: components["schemas"]["Money"];
            currencyCode: string;
            symbol: string;
        };
        OwedBalancesResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["OwedBalance"][];
        };
        StatusResult: components["schemas"]["ApiResult"] & {
            /** @description ALIVE when healthy. */
            status: string;
        };
        HealthResult: components["schemas"]["ApiResult"] & {
            /**
             * @description UP when the instance takes requests; otherwise why not.
             * @enum {string}
             */
            status: "UP" | "STARTING" | "DRAINING" | "DATABASE_DOWN";
        };
        VersionResult: components["schemas"]["ApiResult"] & {
            versionNumber: string;
        };
        /** @description Portal name, logos, favicons (URLs or data URLs) and colours; empty branding falls back to the defaults. */
        Branding: {
            portalName?: string | null;
            brandLogoLight?: string | null;
            brandLogoDark?: string | null;
            faviconLogoLight?: string | null;
            faviconLogoDark?: string | null;
            /** @description CSS hex colour; default '#9c0d1b'. */
            primaryColor?: string | null;
            /** @description CSS hex colour; default '#E4E6EF'. */
            secondaryColor?: string | null;
        };
        /** @description A deployment's new branding (PUT /api/v1/custom-template-details). */
        BrandingUpdate: {
            /** @description Host name of the deployment, lower case without a port; absent or null is the default branding. */
            domain?: string | null;
            /** @description Shown in the title, the aside and the sign-in page; 1 to 60 characters, not only spaces. */
            portalName: string;
            brandLogoLight?: components["schemas"]["BrandLogo"];
            brandLogoDark?: components["schemas"]["BrandLogo"];
            faviconLogoLight?: components["schemas"]["FaviconLogo"];
            faviconLogoDark?: components["schemas"]["FaviconLogo"];
            primaryColor: components["schemas"]["HexColour"];
            secondaryColor: components["schemas"]["HexColour"];
        };
        /**
         * @description A colour as #RRGGBB.
         * @example #9c0d1b
         */
        HexColour: string;
        /** @description An https URL, a path on this server (/branding/logo.svg) or a base64 data URL of a PNG, JPEG, GIF, WebP or SVG image; at most 256 KiB of text. null removes the logo. */
        BrandLogo: string | null;
        /** @description Like a logo (ICO, PNG, GIF or SVG), at most 64 KiB of text. null removes the favicon. */
        FaviconLogo: string | null;
        BrandingResult: components["schemas"]["ApiResult"] & components["schemas"]["Branding"];
        Settings: {
            transactionSearchRangeInMonths: number;
            /** @description Default 1000. */
            exportLimit: number;
            /** @description Default 3. */
            transactionExportViaEmailRangeInMonths: number;
            /** @description Idle time before the session-timeout modal (900). */
            idleTimeoutSeconds?: number;
            /** @description The modal's countdown (180). */
            idleCountdownSeconds?: number;
            /** @description Absolute session lifetime (720). */
            sessionLifetimeMinutes?: number;
            /** @description Total attachment size of a contact message (25). */
            contactAttachmentMaxMb?: number;
            /** @description PIN order attachment size (5). */
            pinOrderFileMaxMb?: number;
            /** @description PIN order attachment file name length (200). */
            pinOrderFileNameMaxLength?: number;
            documentFileMaxMb?: number;
            documentFileNameMaxLength?: number;
            /** @description Our addition: the deployment's service desk that Contact Us opens in a new tab (SUPPORT_DESK_URL); null where the deployment has none (then no button). */
            supportDeskUrl?: string | null;
        };
        SettingsResult: components["schemas"]["ApiResult"] & components["schemas"]["Settings"];
        ExportLimitResult: components["schemas"]["ApiResult"] & {
            exportLimit: number;
        };
        /** @description A transaction row of the dashboards and reports (delivered over the live channel). */
        Transaction: {
            /** @description The merchant. */
            agentDescription?: string;
            refId: string;
            /** @description External reference. */
            txnId?: string | null;
            /** @description SALE, REFUND, REDEEM, PAYOUT. */
            txType?: string;
            date: components["schemas"]["Timestamp"];
            status: components["schemas"]["TransactionStatus"];
            terminalCode?: string | null;
            resultDesc?: string | null;
            product?: string;
            voucherSerial?: string | null;
            currencyCode?: string;
            value?: components["schemas"]["Money"];
            buyValue?: components["schemas"]["Money"];
            redeemedAt?: string | null;
            redeemedDate?: string | null;
            agentCode?: string;
            reason?: string | null;
            returnDate?: string | null;
        };
        /** @description The transaction report filter (live channel kinds report, exportCSV, exportExcel, print). */
        ReportFilter: {
            refId?: components["schemas"]["RefId"];
            exRefId?: string;
            voucherSerial?: string;
            phoneNo?: components["schemas"]["Phone"];
            agentCode?: components["schemas"]["AgentCode"];
            subDivision?: components["schemas"]["AgentCode"];
            orderType?: components["schemas"]["OrderType"];
            orderBy?: string;
            transType?: string;
            start: components["schemas"]["Timestamp"];
            end: components["schemas"]["Timestamp"];
            pageSize?: components["schemas"]["PageSizeOption"];
            pageIndex?: components["schemas"]["PageIndex"];
            /** @description Our addition: the refId of the last row of the page before. The page then starts after that row (a keyset read that costs the same at any depth); pageIndex only numbers it. */
            afterRefId?: components["schemas"]["RefId"];
            period?: components["schemas"]["PeriodId"];
            includeSubAgent?: boolean;
            isRefunded?: boolean;
            isReversed?: boolean;
            merchantCode?: string;
            isHideRedeemedAt?: boolean;
            terminalIds?: string[];
            salesReports?: boolean;
            ignoreReturnDate?: boolean;
        };
        /** @description The dashboards' filter for the last ten transactions (live channel kind dashboard); the payout dashboard adds isGetPayout. */
        DashboardFilter: {
            transType?: string;
            status?: components["schemas"]["TransactionStatus"];
            start?: components["schemas"]["Timestamp"];
            end?: components["schemas"]["Timestamp"];
            pageSize?: components["schemas"]["PageSize"];
            pageIndex?: components["schemas"]["PageIndex"];
            orderType?: components["schemas"]["OrderType"];
            ignoreTotalSize?: boolean;
            includeSubAgent?: boolean;
            ignoreReturnDate?: boolean;
            merchantCode?: string;
            isHideRedeemedAt?: boolean;
            isGetPayout?: boolean;
        };
        DashboardResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["Transaction"][];
        };
        ReportResult: components["schemas"]["ApiResult"] & {
            data?: components["schemas"]["Transaction"][];
            totalRecord?: number;
            maxTransactionCount?: number | null;
            exportSize?: number;
        };
        /** @description The report filter (ReportFilter, repeated here because request schemas cannot combine with allOf) plus email and fileType. */
        SendReportToEmailRequest: {
            /**
             * Format: email
             * @description Where the report goes; refused with the spec's TRANSACTION.LABEL.WRONG_EMAIL_FORMAT text.
             */
            email: string;
            fileType: components["schemas"]["ReportFileType"];
            refId?: components["schemas"]["RefId"];
            exRefId?: string;
            voucherSerial?: string;
            phoneNo?: components["schemas"]["Phone"];
            agentCode?: components["schemas"]["AgentCode"];
            subDivision?: components["schemas"]["AgentCode"];
            orderType?: components["schemas"]["OrderType"];
            orderBy?: string;
            transType?: string;
            start: components["schemas"]["Timestamp"];
            end: components["schemas"]["Timestamp"];
            pageSize?: components["schemas"]["PageSizeOption"];
            pageIndex?: components["schemas"]["PageIndex"];
            period?: components["schemas"]["PeriodId"];
            includeSubAgent?: boolean;
            isRefunded?: boolean;
            isReversed?: boolean;
            merchantCode?: string;
            isHideRedeemedAt?: boolean;
            terminalIds?: string[];
            salesReports?: boolean;
            ignoreReturnDate?: boolean;
        };
        SendReportToEmailResult: components["schemas"]["ApiResult"] & {
            /** @description Our addition, the request's id in GET /api/v1/report-email-exports. */
            exportId: number;
        };
        /**
         * @description QUEUED (stored), BUILDING (the file is being written), SENT (mailed), FAILED (see failure).
         * @enum {string}
         */
        ReportEmailStatus: "QUEUED" | "BUILDING" | "SENT" | "FAILED";
        /**
         * @description The kind of an audited event (other for events of no listed kind).
         * @enum {string}
         */
        AuditCategory: "signIn" | "lockout" | "impersonation" | "account" | "users" | "agents" | "limits" | "refunds" | "redemptions" | "pinOrders" | "documents" | "branding" | "authorisation";
        /** @description One audited event: when (UTC), the agent it belongs to, the acting user and, while support staff impersonated it, the support user; what (kind, action, on which entity), the result and the client's address. */
        AuditEvent: {
            id: number;
            at: components["schemas"]["Timestamp"];
            /** @enum {string} */
            category: "signIn" | "lockout" | "impersonation" | "account" | "users" | "agents" | "limits" | "refunds" | "redemptions" | "pinOrders" | "documents" | "branding" | "authorisation" | "other";
            action: string;
            agentCode: string | null;
            agentName: string | null;
            userLogin: string | null;
            userName: string | null;
            userAgentCode: string | null;
            impersonatorLogin: string | null;
            impersonatorAgentCode: string | null;
            entity: string | null;
            entityId: string | null;
            /** @enum {string} */
            result: "SUCCESS" | "REFUSED";
            resultCode: number | null;
            ip: string | null;
        };
        AuditEventPage: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["AuditEvent"][];
            /** @description The cursor of the next (older) page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description Our addition, one request of POST /api/v1/send-report-to-email and its progress. */
        ReportEmailExport: {
            id: number;
            email: string;
            fileType: components["schemas"]["ReportFileType"];
            status: components["schemas"]["ReportEmailStatus"];
            rowsDone: number;
            /** @description The rows the file will hold (at most 1,048,575); null until counted. */
            rowsTotal: number | null;
            createdAt: components["schemas"]["Timestamp"];
            /** @description Why a FAILED report was not sent, in the language of this request. */
            failure: string | null;
            /** @description The report was too large to mail and its file is kept (7 days from when it was built) for GET /api/v1/report-email-exports/{exportId}/file; false otherwise and once expired. The server always sends it (not listed as required only while the client's fixtures catch up). */
            download: boolean;
        };
        ReportEmailExportListResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["ReportEmailExport"][];
        };
        /** @description Our addition: a saved report view's filter, the ReportFilter without pageIndex and afterRefId; start and end may be left out when period is set. */
        ReportViewFilter: {
            refId?: components["schemas"]["RefId"];
            exRefId?: string;
            voucherSerial?: string;
            phoneNo?: components["schemas"]["Phone"];
            agentCode?: components["schemas"]["AgentCode"];
            subDivision?: components["schemas"]["AgentCode"];
            orderType?: components["schemas"]["OrderType"];
            orderBy?: string;
            transType?: string;
            start?: components["schemas"]["Timestamp"];
            end?: components["schemas"]["Timestamp"];
            pageSize?: components["schemas"]["PageSizeOption"];
            period?: components["schemas"]["PeriodId"];
            includeSubAgent?: boolean;
            isRefunded?: boolean;
            isReversed?: boolean;
            merchantCode?: string;
            isHideRedeemedAt?: boolean;
            terminalIds?: string[];
            salesReports?: boolean;
            ignoreReturnDate?: boolean;
        };
        /** @description A report column's key (the client's column id), hidden in a saved view. */
        ReportColumnKey: string;
        /** @description Our addition, a report view to save under its name. */
        SaveReportViewRequest: {
            /** @description Trimmed; 1 to 60 characters. */
            name: string;
            filter: components["schemas"]["ReportViewFilter"];
            hiddenColumns?: components["schemas"]["ReportColumnKey"][];
        };
        /** @description Our addition, a saved report view. */
        ReportView: {
            id: number;
            name: string;
            filter: components["schemas"]["ReportViewFilter"];
            hiddenColumns: string[];
            updatedAt: components["schemas"]["Timestamp"];
        };
        ReportViewResult: components["schemas"]["ApiResult"] & components["schemas"]["ReportView"];
        ReportViewListResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["ReportView"][];
        };
        /** @enum {string} */
        ReportScheduleFrequency: "DAILY" | "WEEKLY" | "MONTHLY";
        /**
         * @description ACTIVE mails; PAUSED by its owner; UNSUBSCRIBED from a mail's link.
         * @enum {string}
         */
        ReportScheduleStatus: "ACTIVE" | "PAUSED" | "UNSUBSCRIBED";
        /** @description Our addition (#37), a saved view to schedule and when. */
        CreateReportScheduleRequest: {
            viewId: components["schemas"]["Id"];
            frequency: components["schemas"]["ReportScheduleFrequency"];
            hour: number;
            weekday?: number | null;
            monthDay?: number | null;
            fileType: components["schemas"]["ReportFileType"];
        };
        /** @description Our addition (#37), a schedule's timing and whether it mails. */
        UpdateReportScheduleRequest: {
            frequency: components["schemas"]["ReportScheduleFrequency"];
            hour: number;
            weekday?: number | null;
            monthDay?: number | null;
            fileType: components["schemas"]["ReportFileType"];
            /**
             * @description ACTIVE to mail (resume), PAUSED to stop for now.
             * @enum {string}
             */
            status: "ACTIVE" | "PAUSED";
        };
        UnsubscribeReportScheduleRequest: {
            token: string;
        };
        /** @description Our addition (#37), a scheduled report. */
        ReportSchedule: {
            id: number;
            /** @description The saved view's name when it was scheduled. */
            name: string;
            frequency: components["schemas"]["ReportScheduleFrequency"];
            hour: number;
            weekday: number | null;
            monthDay: number | null;
            fileType: components["schemas"]["ReportFileType"];
            status: components["schemas"]["ReportScheduleStatus"];
            /** @description Where it goes, the user's email now. */
            email: string | null;
            /** @description The next mail (UTC), null unless ACTIVE. */
            nextRunAt: components["schemas"]["Timestamp"] | null;
            /** @description When the last mail was queued (UTC), null before the first. */
            lastQueuedAt: components["schemas"]["Timestamp"] | null;
            filter: components["schemas"]["ReportViewFilter"];
        };
        ReportScheduleResult: components["schemas"]["ApiResult"] & components["schemas"]["ReportSchedule"];
        ReportScheduleListResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["ReportSchedule"][];
        };
        SetAuthenticatorPolicyRequest: {
            required: boolean;
        };
        AuthenticatorPolicyResult: components["schemas"]["ApiResult"] & {
            agentCode: string;
            required: boolean;
            /** @description The nearest agent above that requires the authenticator, if any. */
            inheritedFrom: string | null;
            usersWithout: number;
        };
        DailyStat: {
            currencyCode: string;
            total: components["schemas"]["Money"];
        };
        DailyStatsResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["DailyStat"][];
        };
        WeeklyStat: {
            day: components["schemas"]["DateOnly"];
            /** @description MON to SUN. */
            dayOfWeek: string;
            /** @description Transactions that day. */
            total: number;
            /** @description Successful transactions that day. */
            success: number;
        };
        WeeklyStatsResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["WeeklyStat"][];
        };
        PayoutSuccessValue: {
            currencyCode: string;
            quantity: number;
            value: components["schemas"]["Money"];
        };
        PayoutWeeklyStats: {
            transactionStats: components["schemas"]["WeeklyStat"][];
            totalSuccessValues: components["schemas"]["PayoutSuccessValue"][];
        };
        PayoutWeeklyStatsResult: components["schemas"]["ApiResult"] & components["schemas"]["PayoutWeeklyStats"];
        SettlementReportRow: {
            fileName: string;
            date: components["schemas"]["DateOnly"];
        };
        SettlementReportsResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["SettlementReportRow"][];
            totalRecord?: number;
        };
        /** @description One table row - a label and the 12 monthly values (January first). */
        PerformanceRow: {
            label: string;
            values: number[];
        };
        /** @description The tables of one currency. */
        PerformanceReport: {
            /** @description AUD, CAD, EUR, GBP, USD or NZD. */
            currencyCode: string;
            vouchersRedeemed: components["schemas"]["PerformanceRow"][];
            grossValue: components["schemas"]["PerformanceRow"][];
            netMerchantValue: components["schemas"]["PerformanceRow"][];
            grossFlexMargin: components["schemas"]["PerformanceRow"][];
            grossFlexPercentage: components["schemas"]["PerformanceRow"][];
            cogs: components["schemas"]["PerformanceRow"][];
            netFlexMargin: components["schemas"]["PerformanceRow"][];
            netFlexPercentage: components["schemas"]["PerformanceRow"][];
        };
        PerformanceReportResult: components["schemas"]["ApiResult"] & {
            year: number;
            data: components["schemas"]["PerformanceReport"][];
        };
        PerformanceExportResult: components["schemas"]["ApiResult"] & {
            /** @description The .xlsx spreadsheet, base64. */
            file: string;
        };
        TerminalSaleRequest: {
            /** @description The selling terminal; defaults to the terminal the key belongs to. */
            terminalCode?: string;
            productCode: string;
            phoneNo?: components["schemas"]["Phone"];
            /** @description The terminal's own reference (shown as the external reference). */
            txnId?: string;
        };
        TerminalSaleResult: components["schemas"]["ApiResult"] & {
            refId: string;
            txnId?: string | null;
            /** @description The terminal that sold (the one the X-Terminal-Key belongs to). */
            terminalCode?: string;
            productCode?: string;
            productName?: string;
            voucherSerial: string;
            pin: string;
            value: components["schemas"]["Money"];
            currencyCode: string;
            date?: components["schemas"]["Timestamp"];
        };
        PinOrder: {
            orderRef: string;
            /** @description The name of the order's PIN file once its PINs are generated ({orderRef}.txt); null before. */
            fileName: string | null;
            date: components["schemas"]["Timestamp"];
            status: components["schemas"]["PinOrderStatus"];
            /** @description The login that requested the order. */
            user: string;
            /** @description Our addition - the agent the order is for (the requesting user's agent). */
            agentCode: string;
            agentName: string;
            /** @description The product code. */
            product: string;
            currency: string;
            qty: number;
            /** @description The unit (face) value times qty. */
            value: components["schemas"]["Money"];
            comment: string | null;
            /** @description File names of the order's attachments. */
            documents: string[];
            /** @description Our addition - the files a download offers now: empty unless READY_FOR_DOWNLOAD; txt where the deployment allows plain text; pgp where the agent has an OpenPGP key. */
            downloadFormats: components["schemas"]["PinFileFormat"][];
        };
        /** @enum {string} */
        PinFileFormat: "txt" | "pgp";
        /** @description One download of the order's PINs (the custody trail). */
        PinOrderDownload: {
            /** @description The login that downloaded (with the support login while impersonating, 'support as admin'). */
            user: string;
            date: components["schemas"]["Timestamp"];
            format: components["schemas"]["PinFileFormat"];
            /** @description The fingerprint of the OpenPGP key a pgp file was encrypted to; null for txt. */
            keyFingerprint: string | null;
        };
        PinOrderDetails: components["schemas"]["PinOrder"] & {
            productDescription: string;
            /** @description The login that approved or rejected the order. */
            decidedBy: string | null;
            decidedDate: components["schemas"]["Timestamp"] | null;
            decisionComment: string | null;
            deletedBy: string | null;
            deletedDate: components["schemas"]["Timestamp"] | null;
            deleteComment: string | null;
            /** @description When its PINs were generated (and its vouchers sold to the ordering agent). */
            readyDate: components["schemas"]["Timestamp"] | null;
            /** @description Our addition (#37): an approved order whose PIN generation failed for good, until provider staff queue it again (retryPinOrderGeneration) or a later run succeeds. */
            generationFailure: components["schemas"]["PinGenerationFailure"] | null;
            /** @description The fingerprint of the agent's OpenPGP key now (null when none is set). */
            pgpKeyFingerprint: string | null;
            downloads: components["schemas"]["PinOrderDownload"][];
        };
        PinGenerationFailure: {
            date: components["schemas"]["Timestamp"];
            /** @description The runs that failed so far. */
            attempts: number;
            /** @description The last run's error, as the server logged it (for provider staff). */
            reason: string;
        };
        PinOrderListResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["PinOrder"][];
            totalRecord: number;
            totalPage: number;
        };
        PinOrderResult: components["schemas"]["ApiResult"] & components["schemas"]["PinOrderDetails"];
        AgentPgpKeyResult: components["schemas"]["ApiResult"] & {
            agentCode: string;
            agentName: string;
            /** @description Upper-case hexadecimal. */
            fingerprint: string | null;
            /** @description The encryption key's algorithm (and curve or size), e.g. 'ecdh curve25519Legacy', 'rsaEncryptSign 3072'. */
            algorithm: string | null;
            userIds: string[];
            keyCreatedDate: components["schemas"]["Timestamp"] | null;
            keyExpiresDate: components["schemas"]["Timestamp"] | null;
            /** @description The login that set the key. */
            setBy: string | null;
            setDate: components["schemas"]["Timestamp"] | null;
            /** @description The ASCII-armored public key. */
            publicKey: string | null;
            /** @description Whether this deployment offers PIN files as plain text (PIN_ORDER_TXT_DOWNLOAD). Without it an agent with no key can download no PIN file until provider staff set one. */
            plainTextDownloads: boolean;
        };
        /** @description One product to order. */
        PinOrderItem: {
            productCode: string;
            qty: number;
            comment?: string;
        };
        PinOrderSubmitResult: components["schemas"]["ApiResult"] & {
            orderRefs?: string[];
        };
        Product: {
            productCode: string;
            productDescription: string;
            value: components["schemas"]["Money"];
            currency: string;
        };
        ProductListResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["Product"][];
        };
        UserRow: {
            userId: number;
            /** @description Shown as Login. */
            username: string;
            firstName: string;
            surname: string;
            description?: string | null;
            createdDate?: components["schemas"]["Timestamp"];
            /** @description Active or Inactive. */
            status: string;
            statusId?: components["schemas"]["UserStatusId"];
        };
        UserListResult: components["schemas"]["ApiResult"] & {
            users: components["schemas"]["UserRow"][];
            totalOfRecords: number;
            totalOfPages: number;
            maxTransactionCount?: number | null;
            exportSize?: number | null;
        };
        UserDetails: {
            id: number;
            username: string;
            firstName: string;
            surname: string;
            description?: string | null;
            createdDate?: components["schemas"]["Timestamp"];
            status?: string;
            statusId: components["schemas"]["UserStatusId"];
            emailAddress?: string | null;
            phoneNumber?: string | null;
            position?: string | null;
            resetPassword?: components["schemas"]["Flag"];
            refundVoucherPermission?: components["schemas"]["Flag"];
            validatePinPermission?: components["schemas"]["Flag"];
            redeemVoucherPermission?: components["schemas"]["Flag"];
            twoFactorEnabled?: components["schemas"]["Flag"];
            acls: string[];
        };
        UserDetailsResult: components["schemas"]["ApiResult"] & components["schemas"]["UserDetails"];
        UserCreate: {
            login: string;
            password: components["schemas"]["NewPassword"];
            repeatPassword: components["schemas"]["PasswordConfirmation"];
            description: string;
            /** Format: email */
            emailAddress?: string | null;
            phoneNumber?: string | null;
            firstName: string;
            surname: string;
            position?: string | null;
            resetPassword?: components["schemas"]["Flag"];
            refundVoucherPermission?: components["schemas"]["Flag"];
            validatePinPermission?: components["schemas"]["Flag"];
            redeemVoucherPermission?: components["schemas"]["Flag"];
        };
        UserEdit: {
            id: components["schemas"]["Id"];
            statusId?: components["schemas"]["UserStatusId"];
            description: string;
            /** Format: email */
            emailAddress?: string | null;
            phoneNumber?: string | null;
            firstName: string;
            surname: string;
            position?: string | null;
            resetPassword?: components["schemas"]["Flag"];
            refundVoucherPermission?: components["schemas"]["Flag"];
            validatePinPermission?: components["schemas"]["Flag"];
            redeemVoucherPermission?: components["schemas"]["Flag"];
            acls?: string[];
        };
        VoucherValidation: {
            pin: string;
            productName: string;
            currencyCode: string;
            redeemableValue: components["schemas"]["Money"];
        };
        VoucherValidationResult: components["schemas"]["ApiResult"] & components["schemas"]["VoucherValidation"];
        /**
         * @description The receipt of a redemption. Besides the spec's refId, productName, redeemedValue and status,
         *     always answered (our addition, for the printed receipt): currencyCode, redeemedDate (UTC),
         *     the redeeming merchant (merchantCode, merchantName), productCode and the voucher's serial.
         */
        RedeemResult: components["schemas"]["ApiResult"] & {
            /** @description The REDEEM transaction's reference. */
            refId: string;
            productName: string;
            redeemedValue: components["schemas"]["Money"];
            currencyCode: string;
            status: components["schemas"]["TransactionStatus"];
            redeemedDate: components["schemas"]["Timestamp"];
            /** @description The redeeming merchant (the signed-in user's agent). */
            merchantCode: string;
            merchantName: string;
            productCode: string;
            voucherSerial: string;
        };
        /** @description A template's header. Create sends no status (the template starts ACTIVE). */
        LimitInfo: {
            templateCode: components["schemas"]["TemplateCode"];
            templateName: string;
            status?: components["schemas"]["TemplateStatus"];
            assignedAgentCodes: components["schemas"]["AgentCode"][];
        };
        /** @description One limit of a template (limitItemId 0 for a new item). */
        LimitItem: {
            limitItemId?: number;
            targetType: components["schemas"]["LimitTargetType"];
            /** @description A currency code (CURRENCY) or a product code (PRODUCT). */
            targetCode: string;
            limitType: components["schemas"]["LimitType"];
            limitValue: components["schemas"]["LimitAmount"];
            currentValue?: number;
            periodId: components["schemas"]["LimitPeriodId"];
            periodValue: components["schemas"]["LimitPeriodValue"];
            /** @description The currency of a VALUE limit's amounts: the target itself for a CURRENCY target, the product's currency for a PRODUCT target; null for a COUNT limit. In answers only (a save ignores it). */
            currencyCode?: string | null;
            alertThresholds?: components["schemas"]["AlertThresholds"];
        };
        /** @description Warning thresholds of a limit item, in percent of its limit: whole numbers from 1 to 100, ascending, each once, at most 10. When a sale brings the item's usage to a threshold, the administrators of the agent holding the item (users with SCP.TTI.ADMIN.USER_W and a confirmed email) get one email per threshold and reset window, and the top bar's usage popup names it until the window resets. Optional in a save: a new item without it gets 80 and 100, a kept item without it keeps its own; an empty list sends no alerts. Always in answers. */
        AlertThresholds: number[];
        /** @description A VALUE limit in the target's currency (major units, at most 2 decimals), a COUNT limit a whole number of sales; at least 1. */
        LimitAmount: number;
        /** @description A template in the list, with the limit items of each assigned agent. */
        LimitTemplate: {
            limitInfo: components["schemas"]["LimitInfo"];
            limitItems?: components["schemas"]["LimitItem"][];
            agentLimits: components["schemas"]["AgentLimits"][];
        };
        AgentLimits: {
            agentCode: string;
            agentName?: string;
            limitItems: components["schemas"]["LimitItem"][];
        };
        LimitTemplateListResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["LimitTemplate"][];
        };
        LimitTemplateDetailsResult: components["schemas"]["ApiResult"] & {
            limitInfo: components["schemas"]["LimitInfo"];
            limitItems: components["schemas"]["LimitItem"][];
        };
        LimitTemplateSave: {
            limitInfo: components["schemas"]["LimitInfo"];
            limitItems: components["schemas"]["LimitItem"][];
        };
        /** @description An agent's limit item edit; targetCode and limitType cannot change. */
        AgentLimitItemEdit: {
            limitItemId: number;
            limitValue: number;
            currentValue: number;
            alertThresholds?: components["schemas"]["AlertThresholds"];
            periodId?: components["schemas"]["LimitPeriodId"];
            periodValue?: components["schemas"]["LimitPeriodValue"];
        };
        AgentLimitItemsEdit: {
            agentCode: components["schemas"]["AgentCode"];
            limitItems: components["schemas"]["AgentLimitItemEdit"][];
        };
        LimitTargetData: {
            currencies: components["schemas"]["CodeName"][];
            products: components["schemas"]["CodeName"][];
        };
        LimitTargetDataResult: components["schemas"]["ApiResult"] & components["schemas"]["LimitTargetData"];
        AgentRef: {
            code: string;
            name: string;
            level?: components["schemas"]["AgentLevel"];
        };
        AgentRefListResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["AgentRef"][];
        };
        /** @description One limit item of an agent (its own copy of a template's item), with its template. */
        AgentLimitItem: {
            limitItemId: number;
            templateCode: string;
            templateStatus: components["schemas"]["TemplateStatus"];
            targetType: components["schemas"]["LimitTargetType"];
            targetCode: string;
            limitType: components["schemas"]["LimitType"];
            limitValue: number;
            currentValue: number;
            periodId: components["schemas"]["LimitPeriodId"];
            periodValue: string;
            /** @description The currency of a VALUE limit's amounts: the target itself for a CURRENCY target, the product's currency for a PRODUCT target; null for a COUNT limit. In answers only (a save ignores it). */
            currencyCode?: string | null;
            alertThresholds?: components["schemas"]["AlertThresholds"];
        };
        /** @description A limit item's limit, usage and reset period at one moment. */
        LimitItemState: {
            limitValue: number;
            currentValue: number;
            periodId: components["schemas"]["LimitPeriodId"];
            periodValue: string;
        };
        /** @description A change made by hand of an agent's limit item: AGENT_LIMIT_EDIT through the agent-limit dialog, TEMPLATE_EDIT when a template edit carried a new limit or period to the agent's copy (a usage above a lowered limit is cut to it). */
        LimitChange: {
            limitItemId: number;
            templateCode: string;
            targetType: components["schemas"]["LimitTargetType"];
            targetCode: string;
            limitType: components["schemas"]["LimitType"];
            /** @enum {string} */
            source: "AGENT_LIMIT_EDIT" | "TEMPLATE_EDIT";
            changedAt: components["schemas"]["Timestamp"];
            /** @description The login of the user who made the change. */
            changedBy: string | null;
            /** @description The support staff's login when made while impersonating, else null. */
            impersonatedBy: string | null;
            before: components["schemas"]["LimitItemState"];
            after: components["schemas"]["LimitItemState"];
            /** @description The currency of a VALUE limit's amounts: the target itself for a CURRENCY target, the product's currency for a PRODUCT target; null for a COUNT limit. In answers only (a save ignores it). */
            currencyCode?: string | null;
        };
        AgentLimitDetailsResult: components["schemas"]["ApiResult"] & {
            agentCode: string;
            agentName: string;
            limitItems: components["schemas"]["AgentLimitItem"][];
            history: components["schemas"]["LimitChange"][];
        };
        AgentLimitUsage: {
            agentCode: string;
            /** @description The usage of the agent's most used item, in percent (0 to 100, 2 decimals). */
            highestUsagePercent: number;
        };
        LimitUsageMapResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["AgentLimitUsage"][];
        };
        /** @description A notice or resource; FILE documents are downloaded by id, HTML ones are shown. */
        Notice: {
            id: number;
            /** @description HTML text, or the file name of a FILE document. */
            content: string;
            contentType: components["schemas"]["ContentType"];
            active: components["schemas"]["Flag"];
            description?: string | null;
            createdDate?: components["schemas"]["Timestamp"];
        };
        NoticeListResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["Notice"][];
            totalRecord?: number;
        };
        ResourceDocument: {
            /** @description The documentId. */
            id: number;
            description?: string | null;
            code: string;
            documentType: components["schemas"]["DocumentType"];
            contentType: components["schemas"]["ContentType"];
            content: string;
            location?: {
                /** @description All, Company Details, Transaction Search, Report, Contact Us or Resources. */
                name: string;
                url: components["schemas"]["DocumentLocation"];
            };
            active: components["schemas"]["Flag"];
        };
        ResourceDocumentListResult: components["schemas"]["ApiResult"] & {
            data: components["schemas"]["ResourceDocument"][];
            totalRecord: number;
        };
        /** @description The saveDocumentRequest part of a new document. */
        DocumentSave: {
            code: string;
            description?: string | null;
            documentTypeCode: components["schemas"]["DocumentType"];
            contentType: components["schemas"]["ContentType"];
            /** @description HTML text, or the attached file's name for FILE. */
            content: string;
            location?: components["schemas"]["DocumentLocation"];
            active?: components["schemas"]["Flag"];
        };
        /** @description The saveDocumentRequest part of an update (DocumentSave plus id). */
        DocumentUpdate: {
            id: components["schemas"]["Id"];
            code: string;
            description?: string | null;
            documentTypeCode: components["schemas"]["DocumentType"];
            contentType: components["schemas"]["ContentType"];
            /** @description HTML text, or the attached file's name for FILE. */
            content: string;
            location?: components["schemas"]["DocumentLocation"];
            active?: components["schemas"]["Flag"];
        };
    };
    responses: {
        /** @description Done. */
        Ok: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "resultCode": 0,
                 *       "resultDescription": "Success"
                 *     }
                 */
                "application/json": components["schemas"]["ApiResult"];
            };
        };
        /** @description The request fails the contract (1001, the field named in `field`) or is refused by a business rule. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "resultCode": 1001,
                 *       "resultDescription": "Email address must be a valid email address.",
                 *       "field": "email"
                 *     }
                 */
                "application/json": components["schemas"]["ApiResult"];
            };
        };
        /** @description Not signed in, session invalid (4001-4004), permission (1003) or hierarchy (1005) refusal, rate limited (1429). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "resultCode": 4001,
                 *       "resultDescription": "Your session has expired, please login again."
                 *     }
                 */
                "application/json": components["schemas"]["ApiResult"];
            };
        };
        /** @description Unexpected failure (1500) or operation not available yet (1501). */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "resultCode": 1500,
                 *       "resultDescription": "Unexpected server error."
                 *     }
                 */
                "application/json": components["schemas"]["ApiResult"];
            };
        };
        /** @description The signed-in user. */
        User: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "resultCode": 0,
                 *       "resultDescription": "Success",
                 *       "login": "admin",
                 *       "firstName": "Alice",
                 *       "surname": "Nguyen",
                 *       "emailAddress": "alice@md0001.example.com",
                 *       "logo": null,
                 *       "phoneNumber": "+61412345678",
                 *       "position": "Operations Manager",
                 *       "acls": [
                 *         "SCP.TTI.ADMIN.USER_R",
                 *         "SCP.TTI.ADMIN.USER_W"
                 *       ],
                 *       "agentType": "DISTRIBUTOR",
                 *       "hideRedeemedAt": false,
                 *       "agentDetail": {
                 *         "agentCode": "MD0001",
                 *         "name": "Harbour Master Distribution",
                 *         "level": "MD",
                 *         "agentType": "DISTRIBUTOR",
                 *         "isEnablePayout": "false",
                 *         "payoutVoucherCreditLimit": 0
                 *       },
                 *       "impersonatorLogin": null
                 *     }
                 */
                "application/json": components["schemas"]["UserResult"];
            };
        };
        /** @description Sign-in refused; the answer says what the next step is (997/998 authenticator, 10201 change password, 989 locked, 4030 invalid details). */
        LoginRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "resultCode": 4030,
                 *       "resultDescription": "Invalid Sign-in details.",
                 *       "countFailed": 2
                 *     }
                 */
                "application/json": components["schemas"]["LoginResult"];
            };
        };
        /** @description Refused; with 10212, 10221 or 10222 the user is in the answer and must add or confirm an email address. */
        UserRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "resultCode": 10221,
                 *       "resultDescription": "An email address must be added to the account.",
                 *       "login": "noemail",
                 *       "acls": []
                 *     }
                 */
                "application/json": components["schemas"]["UserResult"];
            };
        };
        /** @description The file, or a JSON refusal with a non-zero resultCode. */
        Download: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /** @example (binary) */
                "application/octet-stream": Blob;
                /**
                 * @example {
                 *       "resultCode": 1004,
                 *       "resultDescription": "Document not found."
                 *     }
                 */
                "application/json": components["schemas"]["ApiResult"];
            };
        };
    };
    parameters: {
        /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
        Theme: "Light" | "Dark";
        /** @description Chosen by the terminal, one per sale; a repeat returns the first answer. */
        IdempotencyKey: string;
        AgentCodeQuery: components["schemas"]["AgentCode"];
        OrderRefQuery: components["schemas"]["OrderRef"];
        TemplateCodeQuery: components["schemas"]["TemplateCode"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "merchantId": "MD0001",
                 *       "username": "admin",
                 *       "password": "Portal#2026"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    /** @description The session's bearer token, `Bearer <token>`. */
                    Authorization?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "redirectDomain": "portal.example.com"
                     *     }
                     */
                    "application/json": components["schemas"]["LoginResult"];
                };
            };
            400: components["responses"]["LoginRefused"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getTotalLoginFailed: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count, and a captcha challenge when one is needed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "total": 0
                     *     }
                     */
                    "application/json": components["schemas"]["TotalLoginFailedResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["User"];
            400: components["responses"]["UserRefused"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["User"];
            400: components["responses"]["UserRefused"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    requestResetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "admin",
                 *       "email": "admin@md0001.example.com"
                 *     }
                 */
                "application/json": {
                    username: components["schemas"]["Username"];
                    email: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    validateResetPasswordToken: {
        parameters: {
            query: {
                token: components["schemas"]["Token"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    checkResetPasswordToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "Jq3V0d9mZ8KxWbq1sR2t7uYcA5nE4fG6hL0pO9iU3yT"
                 *     }
                 */
                "application/json": {
                    token: components["schemas"]["Token"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Portal#2027",
                 *       "confirmPassword": "Portal#2027",
                 *       "token": "9f2c1d0e6b7a4c3d8e5f1a2b3c4d5e6f"
                 *     }
                 */
                "application/json": {
                    password: components["schemas"]["NewPassword"];
                    confirmPassword: components["schemas"]["PasswordConfirmation"];
                    token: components["schemas"]["Token"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    contactSupport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "owner@r00001.example.com",
                 *       "subject": "Cannot sign in",
                 *       "content": "My account is locked after a password change."
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ContactMessage"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    changeFirstLoginPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "oldPassword": "Portal#2026",
                 *       "newPassword": "Portal#2027",
                 *       "confirmNewPassword": "Portal#2027",
                 *       "userName": "newuser",
                 *       "loginToken": "5b1e0f0a-3c55-4f0e-9a51-0d7a9b7c2e11"
                 *     }
                 */
                "application/json": {
                    oldPassword: components["schemas"]["CurrentPassword"];
                    newPassword: components["schemas"]["NewPassword"];
                    confirmNewPassword: components["schemas"]["PasswordConfirmation"];
                    terminalId?: string;
                    userName?: components["schemas"]["Username"];
                    loginToken: components["schemas"]["Token"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    sendUnlockCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "userName": "admin",
                 *       "loginToken": "5b1e0f0a-3c55-4f0e-9a51-0d7a9b7c2e11"
                 *     }
                 */
                "application/json": {
                    userName: components["schemas"]["Username"];
                    loginToken: components["schemas"]["Token"];
                };
            };
        };
        responses: {
            /** @description The code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "otpExpiredTime": "2026-11-21 10:05:00",
                     *       "email": "a***n@md0001.example.com"
                     *     }
                     */
                    "application/json": components["schemas"]["OtpSentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyUnlockCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "otp": "4821",
                 *       "email": "a***n@md0001.example.com",
                 *       "userName": "admin",
                 *       "loginToken": "5b1e0f0a-3c55-4f0e-9a51-0d7a9b7c2e11"
                 *     }
                 */
                "application/json": {
                    otp: components["schemas"]["Otp"];
                    /** @description The email the code was sent to, as the send-unlock-code answer gave it (masked). */
                    email: string;
                    userName?: components["schemas"]["Username"];
                    /** @description The loginToken of the refused sign-in; identifies the attempt the code belongs to. */
                    loginToken: components["schemas"]["Token"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "noemail@md0001.example.com"
                 *     }
                 */
                "application/json": {
                    email: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            /** @description The code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "otpExpiredTime": "2026-11-21 10:05:00"
                     *     }
                     */
                    "application/json": components["schemas"]["OtpSentResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "otp": "4821",
                 *       "email": "noemail@md0001.example.com"
                 *     }
                 */
                "application/json": {
                    otp: components["schemas"]["Otp"];
                    email: components["schemas"]["Email"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createImpersonationToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "merchantId": "R00001",
                 *       "username": "cashier"
                 *     }
                 */
                "application/json": {
                    merchantId: components["schemas"]["MerchantId"];
                    username: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            /** @description The token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "token": "0c8d3f4e-7a61-4b2f-9a0e-5d1c2b3a4f56",
                     *       "expiresInSeconds": 60
                     *     }
                     */
                    "application/json": components["schemas"]["ImpersonationTokenResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    loadTwoFactorAuth: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The two-factor data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "status": "Disabled",
                     *       "account": "MD0001/admin",
                     *       "secretKey": "JBSWY3DPEHPK3PXP",
                     *       "qrCode": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
                     *     }
                     */
                    "application/json": components["schemas"]["TwoFactorInfoResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    turnOffTwoFactorAuth: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "Portal#2026",
                 *       "pinCode": "492039"
                 *     }
                 */
                "application/json": {
                    password: components["schemas"]["CurrentPassword"];
                    pinCode?: components["schemas"]["TotpCode"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    turnOnTwoFactorAuth: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "pinCode": "492039"
                 *     }
                 */
                "application/json": {
                    pinCode?: components["schemas"]["TotpCode"];
                };
            };
        };
        responses: {
            /** @description Enabled, with the recovery codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "The authenticator has been enabled.",
                     *       "recoveryCodes": [
                     *         "k7m2p-x9q4r",
                     *         "b3n8d-w5t6y",
                     *         "c4v7h-j2k9m",
                     *         "d8f3g-q6r2s",
                     *         "e5t9w-m3n7p",
                     *         "f2k6x-r8c4v",
                     *         "g9b3m-t5w7h",
                     *         "h6d2q-y4k8n",
                     *         "j3p7r-c9v5x",
                     *         "k8w4t-n2m6b"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TwoFactorOnResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Alice",
                 *       "surname": "Nguyen",
                 *       "emailAddress": "alice@md0001.example.com",
                 *       "phoneNumber": "+61412345678",
                 *       "position": "Operations Manager",
                 *       "addressLine1": "1 George Street",
                 *       "zipCode": "2000",
                 *       "countryCode": "AU",
                 *       "stateCode": "NSW"
                 *     }
                 */
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "oldPassword": "Portal#2026",
                 *       "newPassword": "Portal#2027",
                 *       "confirmNewPassword": "Portal#2027"
                 *     }
                 */
                "application/json": {
                    oldPassword: components["schemas"]["CurrentPassword"];
                    newPassword: components["schemas"]["NewPassword"];
                    confirmNewPassword: components["schemas"]["PasswordConfirmation"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompanyStructure: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tree. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": {
                     *         "code": "MD0001",
                     *         "name": "Harbour Master Distribution",
                     *         "type": "DISTRIBUTOR",
                     *         "level": "MD",
                     *         "status": "ACTIVE",
                     *         "children": [
                     *           {
                     *             "code": "SD0001",
                     *             "name": "Sydney Sub Division",
                     *             "type": "PREPAID",
                     *             "level": "SD",
                     *             "status": "ACTIVE",
                     *             "children": [
                     *               {
                     *                 "code": "R00001",
                     *                 "name": "Circular Quay News",
                     *                 "type": "PREPAID",
                     *                 "level": "R",
                     *                 "status": "ACTIVE",
                     *                 "children": []
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CompanyStructureResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAgentInfo: {
        parameters: {
            query: {
                agentCode: components["parameters"]["AgentCodeQuery"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "agentDetail": {
                     *         "level": "R",
                     *         "agentCode": "R00001",
                     *         "name": "Circular Quay News",
                     *         "countryCode": "AU",
                     *         "stateCode": "NSW",
                     *         "timezone": "Australia/Sydney",
                     *         "creationDate": "2026-05-04 09:00:00",
                     *         "status": "ACTIVE",
                     *         "tax": "10",
                     *         "agentType": "PREPAID",
                     *         "parentCode": "SD0001"
                     *       },
                     *       "agentAddress": {
                     *         "email": "owner@r00001.example.com",
                     *         "contactName": "Sam Taylor",
                     *         "addressLine1": "2 Alfred Street",
                     *         "addressLine2": null,
                     *         "phoneNumber": "+61292470000",
                     *         "mobileNumber": "+61412000001",
                     *         "countryCode": "AU",
                     *         "stateCode": "NSW",
                     *         "city": "Sydney",
                     *         "zipCode": "2000"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AgentInfoResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getCountryList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "code": "AU",
                     *           "name": "Australia"
                     *         },
                     *         {
                     *           "code": "NZ",
                     *           "name": "New Zealand"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CodeNameListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getStateList: {
        parameters: {
            query: {
                countryCode: components["schemas"]["CountryCode"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The states. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "code": "NSW",
                     *           "name": "New South Wales"
                     *         },
                     *         {
                     *           "code": "VIC",
                     *           "name": "Victoria"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CodeNameListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getTimezoneList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The time zones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "code": "Australia/Sydney",
                     *           "name": "(UTC+10:00) Sydney"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["TimezoneListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "agentDetail": {
                 *         "agentCode": "R00001",
                 *         "name": "Circular Quay News & Gifts"
                 *       },
                 *       "agentAddress": {
                 *         "email": "owner@r00001.example.com",
                 *         "phoneNumber": "+61292470000",
                 *         "city": "Sydney"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AgentSave"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "agentDetail": {
                 *         "agentCode": "R00009",
                 *         "name": "Manly Wharf Kiosk",
                 *         "level": "R",
                 *         "status": "ACTIVE",
                 *         "agentType": "PREPAID",
                 *         "parentCode": "SD0001",
                 *         "countryCode": "AU",
                 *         "stateCode": "NSW",
                 *         "timezone": "Australia/Sydney"
                 *       },
                 *       "agentAddress": {
                 *         "email": "kiosk@r00009.example.com",
                 *         "contactName": "Jo Lee",
                 *         "addressLine1": "1 East Esplanade",
                 *         "phoneNumber": "+61299770000",
                 *         "countryCode": "AU",
                 *         "stateCode": "NSW",
                 *         "city": "Manly",
                 *         "zipCode": "2095"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AgentSave"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAgentUserInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "agentType": "PREPAID",
                     *       "hideAccumulatedBalance": false,
                     *       "hideRedeemedAt": false,
                     *       "limitAlertPercent": 80,
                     *       "limitItems": [
                     *         {
                     *           "targetCode": "AUD",
                     *           "currentValue": 4250.5,
                     *           "limitValue": 5000
                     *         }
                     *       ],
                     *       "agentDetail": {
                     *         "agentCode": "MD0001",
                     *         "name": "Harbour Master Distribution",
                     *         "payoutVoucherCreditLimit": 0,
                     *         "isEnablePayout": "false"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AgentUserInfoResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getOwedBalances: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balances. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "balance": 12840.25,
                     *           "currencyCode": "AUD",
                     *           "symbol": "$"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OwedBalancesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "status": "ALIVE"
                     *     }
                     */
                    "application/json": components["schemas"]["StatusResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "status": "UP"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "status": "UP"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
            /** @description Not ready (resultCode 1500); status says why. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 1500,
                     *       "resultDescription": "Something went wrong, please try again later.",
                     *       "status": "DRAINING"
                     *     }
                     */
                    "application/json": components["schemas"]["HealthResult"];
                };
            };
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "versionNumber": "1.0.7"
                     *     }
                     */
                    "application/json": components["schemas"]["VersionResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getCustomTemplateDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The branding. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "portalName": "Merchant Portal",
                     *       "brandLogoLight": "/branding/logo-light.svg",
                     *       "brandLogoDark": "/branding/logo-dark.svg",
                     *       "faviconLogoLight": "/branding/favicon-light.png",
                     *       "faviconLogoDark": "/branding/favicon-dark.png",
                     *       "primaryColor": "#9c0d1b",
                     *       "secondaryColor": "#E4E6EF"
                     *     }
                     */
                    "application/json": components["schemas"]["BrandingResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateCustomTemplateDetails: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "portalName": "Harbour Voucher Portal",
                 *       "primaryColor": "#0b5fa5",
                 *       "secondaryColor": "#dbe9f6",
                 *       "brandLogoLight": "https://cdn.example.com/harbour/logo-light.svg",
                 *       "brandLogoDark": null
                 *     }
                 */
                "application/json": components["schemas"]["BrandingUpdate"];
            };
        };
        responses: {
            /** @description The saved branding. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "portalName": "Harbour Voucher Portal",
                     *       "brandLogoLight": "https://cdn.example.com/harbour/logo-light.svg",
                     *       "brandLogoDark": null,
                     *       "faviconLogoLight": null,
                     *       "faviconLogoDark": null,
                     *       "primaryColor": "#0b5fa5",
                     *       "secondaryColor": "#dbe9f6"
                     *     }
                     */
                    "application/json": components["schemas"]["BrandingResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "transactionSearchRangeInMonths": 6,
                     *       "exportLimit": 1000,
                     *       "transactionExportViaEmailRangeInMonths": 3,
                     *       "idleTimeoutSeconds": 900,
                     *       "idleCountdownSeconds": 180,
                     *       "sessionLifetimeMinutes": 720,
                     *       "contactAttachmentMaxMb": 25,
                     *       "pinOrderFileMaxMb": 5,
                     *       "pinOrderFileNameMaxLength": 200,
                     *       "documentFileMaxMb": 10,
                     *       "documentFileNameMaxLength": 200
                     *     }
                     */
                    "application/json": components["schemas"]["SettingsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getTransactionExportLimit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The limit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "exportLimit": 1000
                     *     }
                     */
                    "application/json": components["schemas"]["ExportLimitResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    sendReportToEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "admin@md0001.example.com",
                 *       "fileType": "Excel",
                 *       "start": "2026-11-01 00:00:00",
                 *       "end": "2026-11-21 23:59:59",
                 *       "period": "thisMonth",
                 *       "includeSubAgent": true,
                 *       "pageIndex": 1,
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": components["schemas"]["SendReportToEmailRequest"];
            };
        };
        responses: {
            /** @description The request is stored; the report follows by email. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "exportId": 42
                     *     }
                     */
                    "application/json": components["schemas"]["SendReportToEmailResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listReportEmailExports: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exports. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "id": 42,
                     *           "email": "admin@md0001.example.com",
                     *           "fileType": "Excel",
                     *           "status": "BUILDING",
                     *           "rowsDone": 15000,
                     *           "rowsTotal": 41200,
                     *           "createdAt": "2026-11-21 09:30:12",
                     *           "failure": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ReportEmailExportListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadReportEmailFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path: {
                exportId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Download"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listReportViews: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The views, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "name": "Refunds this month",
                     *           "filter": {
                     *             "period": "thisMonth",
                     *             "includeSubAgent": true,
                     *             "isRefunded": true
                     *           },
                     *           "hiddenColumns": [
                     *             "TRANSACTION.COLUMN.EXTERNAL_REF"
                     *           ],
                     *           "updatedAt": "2026-11-21 09:30:12"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ReportViewListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    saveReportView: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Refunds this month",
                 *       "filter": {
                 *         "period": "thisMonth",
                 *         "includeSubAgent": true,
                 *         "isRefunded": true
                 *       },
                 *       "hiddenColumns": [
                 *         "TRANSACTION.COLUMN.EXTERNAL_REF"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SaveReportViewRequest"];
            };
        };
        responses: {
            /** @description The saved view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "id": 7,
                     *       "name": "Refunds this month",
                     *       "filter": {
                     *         "period": "thisMonth",
                     *         "includeSubAgent": true,
                     *         "isRefunded": true
                     *       },
                     *       "hiddenColumns": [
                     *         "TRANSACTION.COLUMN.EXTERNAL_REF"
                     *       ],
                     *       "updatedAt": "2026-11-21 09:30:12"
                     *     }
                     */
                    "application/json": components["schemas"]["ReportViewResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteReportView: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path: {
                viewId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listReportSchedules: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedules, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "id": 3,
                     *           "name": "Refunds",
                     *           "frequency": "WEEKLY",
                     *           "hour": 6,
                     *           "weekday": 1,
                     *           "monthDay": null,
                     *           "fileType": "CSV",
                     *           "status": "ACTIVE",
                     *           "email": "admin@md0001.example",
                     *           "nextRunAt": "2026-12-07 06:00:00",
                     *           "lastQueuedAt": "2026-11-30 06:00:01",
                     *           "filter": {
                     *             "includeSubAgent": true,
                     *             "isRefunded": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ReportScheduleListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createReportSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "viewId": 7,
                 *       "frequency": "WEEKLY",
                 *       "hour": 6,
                 *       "weekday": 1,
                 *       "fileType": "CSV"
                 *     }
                 */
                "application/json": components["schemas"]["CreateReportScheduleRequest"];
            };
        };
        responses: {
            /** @description The schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "id": 3,
                     *       "name": "Refunds",
                     *       "frequency": "WEEKLY",
                     *       "hour": 6,
                     *       "weekday": 1,
                     *       "monthDay": null,
                     *       "fileType": "CSV",
                     *       "status": "ACTIVE",
                     *       "email": "admin@md0001.example",
                     *       "nextRunAt": "2026-12-14 06:00:00",
                     *       "lastQueuedAt": null,
                     *       "filter": {
                     *         "includeSubAgent": true,
                     *         "isRefunded": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReportScheduleResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateReportSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path: {
                scheduleId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "frequency": "MONTHLY",
                 *       "hour": 7,
                 *       "monthDay": 1,
                 *       "fileType": "Excel",
                 *       "status": "PAUSED"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateReportScheduleRequest"];
            };
        };
        responses: {
            /** @description The schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "id": 3,
                     *       "name": "Refunds",
                     *       "frequency": "WEEKLY",
                     *       "hour": 6,
                     *       "weekday": 1,
                     *       "monthDay": null,
                     *       "fileType": "CSV",
                     *       "status": "ACTIVE",
                     *       "email": "admin@md0001.example",
                     *       "nextRunAt": "2026-12-14 06:00:00",
                     *       "lastQueuedAt": null,
                     *       "filter": {
                     *         "includeSubAgent": true,
                     *         "isRefunded": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReportScheduleResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteReportSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path: {
                scheduleId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    unsubscribeReportSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "3.q9b1V2yq8m3zQ0rV4kG7lA"
                 *     }
                 */
                "application/json": components["schemas"]["UnsubscribeReportScheduleRequest"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    refundTransaction: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transactionId": "100000231",
                 *       "voucherSerial": "4000000000231",
                 *       "comments": "Customer bought the wrong product."
                 *     }
                 */
                "application/json": {
                    transactionId: components["schemas"]["RefId"];
                    voucherSerial?: string;
                    comments?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getDailyStats: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "currencyCode": "AUD",
                     *           "total": 1520.5
                     *         },
                     *         {
                     *           "currencyCode": "NZD",
                     *           "total": 240
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DailyStatsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getWeeklyStats: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "day": "2026-11-21",
                     *           "dayOfWeek": "SAT",
                     *           "total": 42,
                     *           "success": 40
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["WeeklyStatsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPayoutTransactionWeeklyStats: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "transactionStats": [
                     *         {
                     *           "day": "2026-11-21",
                     *           "dayOfWeek": "SAT",
                     *           "total": 12,
                     *           "success": 12
                     *         }
                     *       ],
                     *       "totalSuccessValues": [
                     *         {
                     *           "currencyCode": "AUD",
                     *           "quantity": 12,
                     *           "value": 600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PayoutWeeklyStatsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getSettlementEarningsReports: {
        parameters: {
            query?: {
                searchText?: string;
                /** @description Sort by date; ascending by default. */
                orderType?: components["schemas"]["OrderType"];
                pageIndex?: components["schemas"]["PageIndex"];
                pageSize?: components["schemas"]["PageSizeOption"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "totalRecord": 1,
                     *       "data": [
                     *         {
                     *           "fileName": "Settlement_MD0001_2026-11-16.csv",
                     *           "date": "2026-11-16"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SettlementReportsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadSettlementEarningsReport: {
        parameters: {
            query: {
                fileName: components["schemas"]["FileName"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Download"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getMerchantPerformanceReport: {
        parameters: {
            query: {
                year: components["schemas"]["ReportYear"];
                /** @description The agent to report on (agent code); the signed-in user's agent when absent. */
                entityName?: string;
                /** @description Include the sub-agents' figures; false when absent. */
                includeSubAgents?: boolean;
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "year": 2026,
                     *       "data": [
                     *         {
                     *           "currencyCode": "AUD",
                     *           "vouchersRedeemed": [
                     *             {
                     *               "label": "MD0001",
                     *               "values": [
                     *                 120,
                     *                 98,
                     *                 143,
                     *                 150,
                     *                 161,
                     *                 170,
                     *                 180,
                     *                 175,
                     *                 190,
                     *                 200,
                     *                 210,
                     *                 0
                     *               ]
                     *             }
                     *           ],
                     *           "grossValue": [],
                     *           "netMerchantValue": [],
                     *           "grossFlexMargin": [],
                     *           "grossFlexPercentage": [],
                     *           "cogs": [],
                     *           "netFlexMargin": [],
                     *           "netFlexPercentage": []
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PerformanceReportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    exportMerchantPerformance: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "year": 2026,
                 *       "includeSubAgents": "N"
                 *     }
                 */
                "application/json": {
                    year: components["schemas"]["ReportYear"];
                    includeSubAgents?: components["schemas"]["YesNo"];
                };
            };
        };
        responses: {
            /** @description The spreadsheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "file": "UEsDBBQAAAAIAA=="
                     *     }
                     */
                    "application/json": components["schemas"]["PerformanceExportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    terminalSale: {
        parameters: {
            query?: never;
            header: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
                /** @description Chosen by the terminal, one per sale; a repeat returns the first answer. */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "terminalCode": "T-R00001-01",
                 *       "productCode": "AUD-MOBILE-20",
                 *       "phoneNo": "+61412345678",
                 *       "txnId": "POS-20261121-0001"
                 *     }
                 */
                "application/json": components["schemas"]["TerminalSaleRequest"];
            };
        };
        responses: {
            /** @description The voucher sold. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "refId": "100000232",
                     *       "txnId": "POS-20261121-0001",
                     *       "productCode": "AUD-MOBILE-20",
                     *       "productName": "Mobile Recharge $20",
                     *       "voucherSerial": "4000000000232",
                     *       "pin": "7391028465019283",
                     *       "value": 20,
                     *       "currencyCode": "AUD",
                     *       "date": "2026-11-21 10:00:00"
                     *     }
                     */
                    "application/json": components["schemas"]["TerminalSaleResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listPinBatchOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "searchText": "",
                 *       "orderBy": "orderRef",
                 *       "orderType": "DESC",
                 *       "pageIndex": 1,
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": {
                    searchText?: string;
                    start?: components["schemas"]["Timestamp"];
                    end?: components["schemas"]["Timestamp"];
                    status?: components["schemas"]["PinOrderStatus"];
                    /** @enum {string} */
                    orderBy?: "orderRef" | "fileName" | "date" | "status" | "user" | "product" | "currency" | "qty" | "value";
                    orderType?: components["schemas"]["OrderType"];
                    pageSize: components["schemas"]["PageSizeOption"];
                    pageIndex: components["schemas"]["PageIndex"];
                };
            };
        };
        responses: {
            /** @description One page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "totalRecord": 1,
                     *       "totalPage": 1,
                     *       "data": [
                     *         {
                     *           "orderRef": "PO1000017",
                     *           "fileName": "PO1000017.txt",
                     *           "date": "2026-11-20 08:15:00",
                     *           "status": "READY_FOR_DOWNLOAD",
                     *           "user": "admin",
                     *           "agentCode": "MD0001",
                     *           "agentName": "Southern Cross Distribution",
                     *           "product": "AUD20",
                     *           "currency": "AUD",
                     *           "qty": 100,
                     *           "value": 2000,
                     *           "comment": "Weekend stock",
                     *           "documents": [
                     *             "purchase-order.pdf"
                     *           ],
                     *           "downloadFormats": [
                     *             "txt",
                     *             "pgp"
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PinOrderListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPinBatchOrderDetails: {
        parameters: {
            query: {
                orderRef: components["parameters"]["OrderRefQuery"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "orderRef": "PO1000017",
                     *       "fileName": "PO1000017.txt",
                     *       "date": "2026-11-20 08:15:00",
                     *       "status": "READY_FOR_DOWNLOAD",
                     *       "user": "admin",
                     *       "agentCode": "MD0001",
                     *       "agentName": "Southern Cross Distribution",
                     *       "product": "AUD20",
                     *       "currency": "AUD",
                     *       "qty": 100,
                     *       "value": 2000,
                     *       "comment": "Weekend stock",
                     *       "documents": [
                     *         "purchase-order.pdf"
                     *       ],
                     *       "downloadFormats": [
                     *         "txt",
                     *         "pgp"
                     *       ],
                     *       "productDescription": "Flex Voucher AUD 20",
                     *       "decidedBy": "support",
                     *       "decidedDate": "2026-11-20 09:00:00",
                     *       "decisionComment": "Approved for the weekend.",
                     *       "deletedBy": null,
                     *       "deletedDate": null,
                     *       "deleteComment": null,
                     *       "readyDate": "2026-11-20 09:00:04",
                     *       "generationFailure": null,
                     *       "pgpKeyFingerprint": "61F9E1BBECCD7E4733EC23EEF777DFD981E3EE32",
                     *       "downloads": [
                     *         {
                     *           "user": "admin",
                     *           "date": "2026-11-20 10:12:31",
                     *           "format": "pgp",
                     *           "keyFingerprint": "61F9E1BBECCD7E4733EC23EEF777DFD981E3EE32"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PinOrderResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPinBatchOrderProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "productCode": "AUD20",
                     *           "productDescription": "Flex Voucher AUD 20",
                     *           "value": 20,
                     *           "currency": "AUD"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProductListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    submitPinBatchOrders: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pinOrders": [
                 *         {
                 *           "productCode": "AUD20",
                 *           "qty": 100,
                 *           "comment": "Weekend stock"
                 *         }
                 *       ]
                 *     }
                 */
                "multipart/form-data": {
                    /** @description The items, sent as one JSON part. */
                    pinOrders: components["schemas"]["PinOrderItem"][];
                    /**
                     * Format: binary
                     * @description One optional attachment (csv, doc, docx, xls, xlsx, jpeg, jpg, png, gif, bmp, tif, webm, txt; at most 5 MB, file name at most 200 characters).
                     */
                    files?: Blob;
                };
            };
        };
        responses: {
            /** @description The orders were created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Your orders have been created and are waiting for approval.",
                     *       "orderRefs": [
                     *         "PO1000019"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PinOrderSubmitResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deletePinOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderRef": "PO1000018",
                 *       "comment": "Ordered twice by mistake."
                 *     }
                 */
                "application/json": {
                    orderRef: components["schemas"]["OrderRef"];
                    comment?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    approvePinOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderRef": "PO1000018",
                 *       "approve": true,
                 *       "comment": "Approved for the weekend."
                 *     }
                 */
                "application/json": {
                    orderRef: components["schemas"]["OrderRef"];
                    approve: boolean;
                    comment?: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    retryPinOrderGeneration: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderRef": "PO1000018"
                 *     }
                 */
                "application/json": {
                    orderRef: components["schemas"]["OrderRef"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadPinBatchOrder: {
        parameters: {
            query: {
                type: "txt" | "pgp";
                orderRef: components["parameters"]["OrderRefQuery"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PIN file, or a JSON refusal with a non-zero resultCode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example serial,pin,productCode,value,currency
                     *     100000000123,7391028465019283,AUD20,20.00,AUD
                     */
                    "text/plain": Blob;
                    /** @example -----BEGIN PGP MESSAGE----- */
                    "application/pgp-encrypted": Blob;
                    /** @example (binary) */
                    "application/octet-stream": Blob;
                    /**
                     * @example {
                     *       "resultCode": 1009,
                     *       "resultDescription": "The order is not ready for download."
                     *     }
                     */
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadPinBatchOrderDocument: {
        parameters: {
            query: {
                orderRef: components["parameters"]["OrderRefQuery"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Download"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAgentPgpKey: {
        parameters: {
            query?: {
                agentCode?: components["schemas"]["AgentCode"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent's key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "agentCode": "MD0001",
                     *       "agentName": "Southern Cross Distribution",
                     *       "fingerprint": "61F9E1BBECCD7E4733EC23EEF777DFD981E3EE32",
                     *       "algorithm": "ecdh curve25519Legacy",
                     *       "userIds": [
                     *         "MD0001 PIN files <pins@md0001.example.com>"
                     *       ],
                     *       "keyCreatedDate": "2026-11-01 08:00:00",
                     *       "keyExpiresDate": null,
                     *       "setBy": "support",
                     *       "setDate": "2026-11-02 09:15:00",
                     *       "publicKey": "-----BEGIN PGP PUBLIC KEY BLOCK-----\n...\n-----END PGP PUBLIC KEY BLOCK-----\n"
                     *     }
                     */
                    "application/json": components["schemas"]["AgentPgpKeyResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    setAgentPgpKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "agentCode": "MD0001",
                 *       "publicKey": "-----BEGIN PGP PUBLIC KEY BLOCK-----\n...\n-----END PGP PUBLIC KEY BLOCK-----\n"
                 *     }
                 */
                "application/json": {
                    agentCode: components["schemas"]["AgentCode"];
                    publicKey: string | null;
                };
            };
        };
        responses: {
            /** @description The key now set (key fields null after a removal). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "The OpenPGP key has been set.",
                     *       "agentCode": "MD0001",
                     *       "agentName": "Southern Cross Distribution",
                     *       "fingerprint": "61F9E1BBECCD7E4733EC23EEF777DFD981E3EE32",
                     *       "algorithm": "ecdh curve25519Legacy",
                     *       "userIds": [
                     *         "MD0001 PIN files <pins@md0001.example.com>"
                     *       ],
                     *       "keyCreatedDate": "2026-11-01 08:00:00",
                     *       "keyExpiresDate": null,
                     *       "setBy": "support",
                     *       "setDate": "2026-11-02 09:15:00",
                     *       "publicKey": "-----BEGIN PGP PUBLIC KEY BLOCK-----\n...\n-----END PGP PUBLIC KEY BLOCK-----\n"
                     *     }
                     */
                    "application/json": components["schemas"]["AgentPgpKeyResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderBy": "username",
                 *       "orderType": "ASC",
                 *       "pageIndex": 1,
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": {
                    searchText?: string;
                    /** @enum {string} */
                    orderBy?: "username" | "firstName" | "surname" | "description" | "createdDate" | "status";
                    orderType?: components["schemas"]["OrderType"];
                    pageSize: components["schemas"]["PageSizeOption"];
                    pageIndex: components["schemas"]["PageIndex"];
                };
            };
        };
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "totalOfRecords": 1,
                     *       "totalOfPages": 1,
                     *       "users": [
                     *         {
                     *           "userId": 2,
                     *           "username": "admin",
                     *           "firstName": "Alice",
                     *           "surname": "Nguyen",
                     *           "description": "Administrator",
                     *           "createdDate": "2026-05-04 09:00:00",
                     *           "status": "Active",
                     *           "statusId": "1"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UserListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getUserDetails: {
        parameters: {
            query: {
                id: components["schemas"]["Id"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "id": 3,
                     *       "username": "viewer",
                     *       "firstName": "Victor",
                     *       "surname": "Brown",
                     *       "description": "Read-only user",
                     *       "createdDate": "2026-05-04 09:00:00",
                     *       "status": "Active",
                     *       "statusId": "1",
                     *       "emailAddress": "viewer@md0001.example.com",
                     *       "phoneNumber": "+61400000003",
                     *       "position": "Analyst",
                     *       "resetPassword": "F",
                     *       "refundVoucherPermission": "F",
                     *       "validatePinPermission": "T",
                     *       "redeemVoucherPermission": "F",
                     *       "acls": [
                     *         "SCP.TTI.ADMIN.USER_R"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UserDetailsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "login": "cashier2",
                 *       "password": "Portal#2026",
                 *       "repeatPassword": "Portal#2026",
                 *       "description": "Weekend cashier",
                 *       "emailAddress": "cashier2@r00001.example.com",
                 *       "phoneNumber": "+61400000009",
                 *       "firstName": "Chris",
                 *       "surname": "Park",
                 *       "position": "Cashier",
                 *       "resetPassword": "T",
                 *       "refundVoucherPermission": "F",
                 *       "validatePinPermission": "T",
                 *       "redeemVoucherPermission": "F"
                 *     }
                 */
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    editUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 3,
                 *       "statusId": "4",
                 *       "description": "Read-only user (left)",
                 *       "firstName": "Victor",
                 *       "surname": "Brown",
                 *       "emailAddress": "viewer@md0001.example.com",
                 *       "phoneNumber": null,
                 *       "position": "Analyst",
                 *       "refundVoucherPermission": "F",
                 *       "validatePinPermission": "F",
                 *       "redeemVoucherPermission": "F",
                 *       "acls": [
                 *         "SCP.TTI.ADMIN.USER_R"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["UserEdit"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "cashier2"
                 *     }
                 */
                "application/json": {
                    username: components["schemas"]["Username"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAuthenticatorPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "agentCode": "MD0001",
                     *       "required": true,
                     *       "inheritedFrom": null,
                     *       "usersWithout": 4
                     *     }
                     */
                    "application/json": components["schemas"]["AuthenticatorPolicyResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    setAuthenticatorPolicy: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "required": true
                 *     }
                 */
                "application/json": components["schemas"]["SetAuthenticatorPolicyRequest"];
            };
        };
        responses: {
            /** @description The policy as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Every user of MD0001 and its agents must now use an authenticator app.",
                     *       "agentCode": "MD0001",
                     *       "required": true,
                     *       "inheritedFrom": null,
                     *       "usersWithout": 4
                     *     }
                     */
                    "application/json": components["schemas"]["AuthenticatorPolicyResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    resetUserTwoFactor: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 3
                 *     }
                 */
                "application/json": {
                    id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    validateVoucher: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path: {
                pin: components["schemas"]["VoucherPin"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voucher can be redeemed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "pin": "7391028465019283",
                     *       "productName": "Mobile Recharge $20",
                     *       "currencyCode": "AUD",
                     *       "redeemableValue": 20
                     *     }
                     */
                    "application/json": components["schemas"]["VoucherValidationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    validateVoucherPin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pin": "7391028465019283"
                 *     }
                 */
                "application/json": {
                    pin: components["schemas"]["VoucherPin"];
                };
            };
        };
        responses: {
            /** @description The voucher can be redeemed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "pin": "7391028465019283",
                     *       "productName": "Mobile Recharge $20",
                     *       "currencyCode": "AUD",
                     *       "redeemableValue": 20
                     *     }
                     */
                    "application/json": components["schemas"]["VoucherValidationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    redeemVoucher: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pin": "7391028465019283"
                 *     }
                 */
                "application/json": {
                    pin: components["schemas"]["VoucherPin"];
                };
            };
        };
        responses: {
            /** @description The receipt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "refId": "100000233",
                     *       "productName": "Mobile Recharge $20",
                     *       "redeemedValue": 20,
                     *       "currencyCode": "AUD",
                     *       "status": "SUCCESS",
                     *       "redeemedDate": "2026-11-21 10:02:00",
                     *       "merchantCode": "M00001",
                     *       "merchantName": "Redeem Cash Express",
                     *       "productCode": "AUD20",
                     *       "voucherSerial": "4000000000233"
                     *     }
                     */
                    "application/json": components["schemas"]["RedeemResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLimitTemplateList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "limitInfo": {
                     *             "templateCode": "RETAIL-AUD",
                     *             "templateName": "Retail AUD daily",
                     *             "status": "ACTIVE",
                     *             "assignedAgentCodes": [
                     *               "R00001"
                     *             ]
                     *           },
                     *           "agentLimits": [
                     *             {
                     *               "agentCode": "R00001",
                     *               "limitItems": [
                     *                 {
                     *                   "limitItemId": 7,
                     *                   "targetType": "CURRENCY",
                     *                   "targetCode": "AUD",
                     *                   "limitType": "VALUE",
                     *                   "limitValue": 5000,
                     *                   "currentValue": 4250.5,
                     *                   "periodId": 2,
                     *                   "periodValue": "00:00"
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LimitTemplateListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLimitTargetData: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The targets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "currencies": [
                     *         {
                     *           "code": "AUD",
                     *           "name": "Australian Dollar"
                     *         }
                     *       ],
                     *       "products": [
                     *         {
                     *           "code": "AUD-MOBILE-20",
                     *           "name": "Mobile Recharge $20"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LimitTargetDataResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLimitTemplateDetails: {
        parameters: {
            query: {
                templateCode: components["parameters"]["TemplateCodeQuery"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "limitInfo": {
                     *         "templateCode": "RETAIL-AUD",
                     *         "templateName": "Retail AUD daily",
                     *         "status": "ACTIVE",
                     *         "assignedAgentCodes": [
                     *           "R00001"
                     *         ]
                     *       },
                     *       "limitItems": [
                     *         {
                     *           "limitItemId": 3,
                     *           "targetType": "CURRENCY",
                     *           "targetCode": "AUD",
                     *           "limitType": "VALUE",
                     *           "limitValue": 5000,
                     *           "periodId": 2,
                     *           "periodValue": "00:00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LimitTemplateDetailsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createLimitTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limitInfo": {
                 *         "templateCode": "RETAIL-AUD",
                 *         "templateName": "Retail AUD daily",
                 *         "assignedAgentCodes": [
                 *           "R00001",
                 *           "R00002"
                 *         ]
                 *       },
                 *       "limitItems": [
                 *         {
                 *           "limitItemId": 0,
                 *           "targetType": "CURRENCY",
                 *           "targetCode": "AUD",
                 *           "limitType": "VALUE",
                 *           "limitValue": 5000,
                 *           "periodId": 2,
                 *           "periodValue": "00:00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["LimitTemplateSave"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    editLimitTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "limitInfo": {
                 *         "templateCode": "RETAIL-AUD",
                 *         "templateName": "Retail AUD daily",
                 *         "status": "INACTIVE",
                 *         "assignedAgentCodes": [
                 *           "R00001"
                 *         ]
                 *       },
                 *       "limitItems": [
                 *         {
                 *           "limitItemId": 3,
                 *           "targetType": "PRODUCT",
                 *           "targetCode": "AUD-MOBILE-20",
                 *           "limitType": "COUNT",
                 *           "limitValue": 200,
                 *           "periodId": 3,
                 *           "periodValue": "2"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["LimitTemplateSave"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    editAgentLimitItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "agentCode": "R00001",
                 *       "limitItems": [
                 *         {
                 *           "limitItemId": 7,
                 *           "limitValue": 6000,
                 *           "currentValue": 4250.5,
                 *           "periodId": 2,
                 *           "periodValue": "00:00"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AgentLimitItemsEdit"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteLimitTemplate: {
        parameters: {
            query: {
                templateCode: components["parameters"]["TemplateCodeQuery"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getSubDivisionAndAgent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "code": "SD0001",
                     *           "name": "Sydney Sub Division",
                     *           "level": "SD"
                     *         },
                     *         {
                     *           "code": "R00001",
                     *           "name": "Circular Quay News",
                     *           "level": "R"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AgentRefListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAgentLimitDetails: {
        parameters: {
            query: {
                agentCode: components["parameters"]["AgentCodeQuery"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent's limits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "agentCode": "R00001",
                     *       "agentName": "Circular Quay News",
                     *       "limitItems": [
                     *         {
                     *           "limitItemId": 7,
                     *           "templateCode": "RETAIL-AUD",
                     *           "templateStatus": "ACTIVE",
                     *           "targetType": "CURRENCY",
                     *           "targetCode": "AUD",
                     *           "limitType": "VALUE",
                     *           "limitValue": 6000,
                     *           "currentValue": 4250.5,
                     *           "periodId": 2,
                     *           "periodValue": "00:00"
                     *         }
                     *       ],
                     *       "history": [
                     *         {
                     *           "limitItemId": 7,
                     *           "templateCode": "RETAIL-AUD",
                     *           "targetType": "CURRENCY",
                     *           "targetCode": "AUD",
                     *           "limitType": "VALUE",
                     *           "source": "AGENT_LIMIT_EDIT",
                     *           "changedAt": "2026-11-21 10:02:00",
                     *           "changedBy": "admin",
                     *           "impersonatedBy": null,
                     *           "before": {
                     *             "limitValue": 5000,
                     *             "currentValue": 4250.5,
                     *             "periodId": 2,
                     *             "periodValue": "00:00"
                     *           },
                     *           "after": {
                     *             "limitValue": 6000,
                     *             "currentValue": 4250.5,
                     *             "periodId": 2,
                     *             "periodValue": "00:00"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AgentLimitDetailsResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getLimitUsageMap: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage per agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "agentCode": "R00001",
                     *           "highestUsagePercent": 85.01
                     *         },
                     *         {
                     *           "agentCode": "SD0001",
                     *           "highestUsagePercent": 12.5
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LimitUsageMapResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getDocuments: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "page": "company-details",
                 *       "pageIndex": 1,
                 *       "pageSize": 4
                 *     }
                 */
                "application/json": {
                    page: string;
                    pageIndex?: components["schemas"]["PageIndex"];
                    pageSize?: components["schemas"]["PageSize"];
                };
            };
        };
        responses: {
            /** @description One page of documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "totalRecord": 1,
                     *       "data": [
                     *         {
                     *           "id": 11,
                     *           "content": "<p>Stock take on Friday 28 November.</p>",
                     *           "contentType": "HTML",
                     *           "active": "T"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["NoticeListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadDocument: {
        parameters: {
            query: {
                documentId: components["schemas"]["Id"];
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Download"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getResourceManagement: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentType": "UNSET",
                 *       "location": "UNSET",
                 *       "orderBy": "id",
                 *       "orderType": "DESC",
                 *       "pageIndex": 1,
                 *       "pageSize": 10
                 *     }
                 */
                "application/json": {
                    searchText?: string;
                    documentType?: components["schemas"]["DocumentType"];
                    contentType?: components["schemas"]["ContentType"];
                    location?: components["schemas"]["DocumentLocation"];
                    active?: components["schemas"]["Flag"];
                    /** @enum {string} */
                    orderBy?: "id" | "code" | "description" | "documentType" | "contentType" | "location" | "active";
                    orderType?: components["schemas"]["OrderType"];
                    pageIndex: components["schemas"]["PageIndex"];
                    pageSize: components["schemas"]["PageSizeOption"];
                };
            };
        };
        responses: {
            /** @description One page of documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "totalRecord": 1,
                     *       "data": [
                     *         {
                     *           "id": 12,
                     *           "code": "PRICE-LIST",
                     *           "description": "Price list November",
                     *           "documentType": "MER_ALL",
                     *           "contentType": "FILE",
                     *           "content": "price-list-2026-11.pdf",
                     *           "location": {
                     *             "name": "Company Details",
                     *             "url": "company-details"
                     *           },
                     *           "active": "T"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ResourceDocumentListResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "saveDocumentRequest": {
                 *         "id": 11,
                 *         "code": "NOTICE-STOCKTAKE",
                 *         "description": "Stock take notice",
                 *         "documentTypeCode": "MER_ALL",
                 *         "contentType": "HTML",
                 *         "content": "<p>Stock take moved to Saturday 29 November.</p>",
                 *         "location": "company-details",
                 *         "active": "F"
                 *       }
                 *     }
                 */
                "multipart/form-data": {
                    saveDocumentRequest: components["schemas"]["DocumentUpdate"];
                    /**
                     * Format: binary
                     * @description A new file when contentType is FILE; the old file stays when absent.
                     */
                    file?: Blob;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "saveDocumentRequest": {
                 *         "code": "NOTICE-STOCKTAKE",
                 *         "description": "Stock take notice",
                 *         "documentTypeCode": "MER_ALL",
                 *         "contentType": "HTML",
                 *         "content": "<p>Stock take on Friday 28 November.</p>",
                 *         "location": "company-details",
                 *         "active": "T"
                 *       }
                 *     }
                 */
                "multipart/form-data": {
                    saveDocumentRequest: components["schemas"]["DocumentSave"];
                    /**
                     * Format: binary
                     * @description The file when contentType is FILE.
                     */
                    file?: Blob;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    contactUs: {
        parameters: {
            query?: never;
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "admin@md0001.example.com",
                 *       "subject": "Refund not showing",
                 *       "content": "The refund of transaction 100000231 is not in the report yet.",
                 *       "transId": "100000231"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["ContactMessage"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Events at or after this time (UTC). */
                start?: components["schemas"]["Timestamp"];
                /** @description Events at or before this time (UTC); not before start (1001). */
                end?: components["schemas"]["Timestamp"];
                /** @description The username of the acting user or of the support user impersonating it (any case). */
                userLogin?: string;
                /** @description The kind of event (impersonation also lists everything done while impersonating). */
                category?: components["schemas"]["AuditCategory"];
                /** @description Only this agent and its descendants; an agent outside the user's structure (or none of this code) is refused 403 1005. */
                agentCode?: components["schemas"]["AgentCode"];
                result?: "SUCCESS" | "REFUSED";
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                pageSize?: number;
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "resultCode": 0,
                     *       "resultDescription": "Success",
                     *       "data": [
                     *         {
                     *           "id": 1042,
                     *           "at": "2026-11-21 09:15:02",
                     *           "category": "refunds",
                     *           "action": "transaction.refund",
                     *           "agentCode": "MD0001",
                     *           "agentName": "Harbour Distribution",
                     *           "userLogin": "admin",
                     *           "userName": "Alex Admin",
                     *           "userAgentCode": "MD0001",
                     *           "impersonatorLogin": "support",
                     *           "impersonatorAgentCode": "PROVIDER",
                     *           "entity": "transaction",
                     *           "entityId": "100000042",
                     *           "result": "SUCCESS",
                     *           "resultCode": 0,
                     *           "ip": "203.0.113.7"
                     *         }
                     *       ],
                     *       "nextCursor": "WyIyMDI2LTExLTIxVDA5OjE1OjAyLjEyMzQ1NiIsMTA0Ml0"
                     *     }
                     */
                    "application/json": components["schemas"]["AuditEventPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    exportAuditEvents: {
        parameters: {
            query?: {
                /** @description Events at or after this time (UTC). */
                start?: components["schemas"]["Timestamp"];
                /** @description Events at or before this time (UTC); not before start (1001). */
                end?: components["schemas"]["Timestamp"];
                /** @description The username of the acting user or of the support user impersonating it (any case). */
                userLogin?: string;
                /** @description The kind of event (impersonation also lists everything done while impersonating). */
                category?: components["schemas"]["AuditCategory"];
                /** @description Only this agent and its descendants; an agent outside the user's structure (or none of this code) is refused 403 1005. */
                agentCode?: components["schemas"]["AgentCode"];
                result?: "SUCCESS" | "REFUSED";
            };
            header?: {
                /** @description The user's theme (the theme_mode cookie); anything but Dark counts as Light. */
                theme?: components["parameters"]["Theme"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, or a JSON refusal with a non-zero resultCode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example Time (UTC),Agent,Agent name,User,User's agent,Impersonated by,Impersonator's agent,Event,Action,On,Reference,Result,Result code,IP address
                     *     2026-11-21 09:15:02,MD0001,Harbour Distribution,admin,MD0001,support,PROVIDER,Refunds,transaction.refund,transaction,100000042,Success,0,203.0.113.7
                     */
                    "text/csv": Blob;
                    /**
                     * @example {
                     *       "resultCode": 1005,
                     *       "resultDescription": "This agent is outside your company structure."
                     *     }
                     */
                    "application/json": components["schemas"]["ApiResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
}
