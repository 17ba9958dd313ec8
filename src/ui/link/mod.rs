//! Several devices at one table (issue 38): the host's invitations and views
//! ([`host::LinkHost`]), a phone's joining and play ([`phone::LinkPhone`]), their screens, and
//! the bridge to the on-demand module that does WebRTC, QR codes and the camera ([`js`]).

pub mod dialog;
pub mod host;
pub mod join;
pub mod js;
pub mod phone;
pub mod table;
